import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostEditor } from "@/components/editor/post-editor";
import { blankDraft } from "@/lib/blog/editor-model";
import { editorMetadata, enterEditor } from "@/lib/blog/editor-page";
import { getStaffPost } from "@/lib/blog/staff-posts";
import { HttpError } from "@/lib/http/errors";
import { resolveLocale } from "@/lib/i18n/params";

// A staff page: it reads the session cookie and the post's draft, per request.
export const dynamic = "force-dynamic";

type EditPostProps = PageProps<"/[locale]/blog-editor/[id]">;

export async function generateMetadata({ params }: EditPostProps): Promise<Metadata> {
  const { id } = await params;
  return editorMetadata(await resolveLocale(params), `/blog-editor/${id}`);
}

/** One post in the block editor. */
export default async function EditPostPage({ params }: EditPostProps) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const { timeZone } = await enterEditor(locale, `/blog-editor/${encodeURIComponent(id)}`);
  const post = await getStaffPost(id).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  });
  return <PostEditor key={post.id} initial={post} newDraft={blankDraft(locale)} timeZone={timeZone} />;
}
