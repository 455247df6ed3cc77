import { getTranslations } from "next-intl/server";
import { PostList } from "@/components/editor/post-list";
import { editorMetadata, enterEditor } from "@/lib/blog/editor-page";
import { listAllPosts } from "@/lib/blog/staff-posts";
import { resolveLocale } from "@/lib/i18n/params";
import { metadataFor } from "@/lib/seo/page-metadata";

// A staff page: it reads the session cookie and every post's draft, per request.
export const dynamic = "force-dynamic";

export const generateMetadata = metadataFor((locale) => editorMetadata(locale, "/blog-editor"));

/** Every post with its state, language and last change; search and filters; New post. */
export default async function EditorListPage({ params }: PageProps<"/[locale]/blog-editor">) {
  const locale = await resolveLocale(params);
  const { timeZone } = await enterEditor(locale, "/blog-editor");
  const [t, posts] = await Promise.all([getTranslations({ locale, namespace: "editor" }), listAllPosts()]);
  return (
    <>
      <h1>{t("listHeading")}</h1>
      <p>{t("listLead")}</p>
      <PostList posts={posts} timeZone={timeZone} />
    </>
  );
}
