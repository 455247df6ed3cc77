import { PostEditor } from "@/components/editor/post-editor";
import { blankDraft } from "@/lib/blog/editor-model";
import { isSpareId, spareId } from "@/lib/blog/slug";
import { editorMetadata, enterEditor } from "@/lib/blog/editor-page";
import { resolveLocale } from "@/lib/i18n/params";
import { metadataFor } from "@/lib/seo/page-metadata";

// A staff page: it reads the session cookie, per request.
export const dynamic = "force-dynamic";

export const generateMetadata = metadataFor((locale) => editorMetadata(locale, "/blog-editor/new"));

/**
 * A new post: an empty page in the editor's language, saved by itself from the first keystroke. A reload
 * keeps its spare id (`?draft=`, which the editor puts in the address), so this browser's unsaved copy of
 * it is offered back, and never to another new post.
 */
export default async function NewPostPage({ params, searchParams }: PageProps<"/[locale]/blog-editor/new">) {
  const locale = await resolveLocale(params);
  const { timeZone } = await enterEditor(locale, "/blog-editor/new");
  const { draft } = await searchParams;
  const spare = typeof draft === "string" && isSpareId(draft) ? draft : spareId();
  return <PostEditor initial={null} newDraft={blankDraft(locale)} spareId={spare} timeZone={timeZone} />;
}
