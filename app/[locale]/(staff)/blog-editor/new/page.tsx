import { PostEditor } from "@/components/editor/post-editor";
import { blankDraft } from "@/lib/blog/editor-model";
import { spareId } from "@/lib/blog/slug";
import { editorMetadata, enterEditor } from "@/lib/blog/editor-page";
import { resolveLocale } from "@/lib/i18n/params";
import { metadataFor } from "@/lib/seo/page-metadata";

// A staff page: it reads the session cookie, per request.
export const dynamic = "force-dynamic";

export const generateMetadata = metadataFor((locale) => editorMetadata(locale, "/blog-editor/new"));

/** A new post: an empty page in the editor's language, saved by itself from the first keystroke. */
export default async function NewPostPage({ params }: PageProps<"/[locale]/blog-editor/new">) {
  const locale = await resolveLocale(params);
  const { timeZone } = await enterEditor(locale, "/blog-editor/new");
  return <PostEditor initial={null} newDraft={blankDraft(locale)} spareId={spareId()} timeZone={timeZone} />;
}
