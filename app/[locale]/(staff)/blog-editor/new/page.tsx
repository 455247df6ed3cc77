import type { Metadata } from "next";
import { PostEditor } from "@/components/editor/post-editor";
import { blankDraft } from "@/lib/blog/editor-model";
import { editorMetadata, enterEditor } from "@/lib/blog/editor-page";
import { resolveLocale } from "@/lib/i18n/params";

// A staff page: it reads the session cookie, per request.
export const dynamic = "force-dynamic";

type NewPostProps = PageProps<"/[locale]/blog-editor/new">;

export async function generateMetadata({ params }: NewPostProps): Promise<Metadata> {
  return editorMetadata(await resolveLocale(params), "/blog-editor/new");
}

/** A new post, started from a template in the editor's language: an introduction and one section. */
export default async function NewPostPage({ params }: NewPostProps) {
  const locale = await resolveLocale(params);
  const { timeZone } = await enterEditor(locale, "/blog-editor/new");
  return <PostEditor initial={null} newDraft={blankDraft(locale)} timeZone={timeZone} />;
}
