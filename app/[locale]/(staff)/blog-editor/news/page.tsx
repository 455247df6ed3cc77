import { getTranslations } from "next-intl/server";
import { NewsManager } from "@/components/editor/news-manager";
import { editorMetadata, enterEditor } from "@/lib/blog/editor-page";
import { resolveLocale } from "@/lib/i18n/params";
import { listNews } from "@/lib/news/news-items";
import { metadataFor } from "@/lib/seo/page-metadata";

// A staff page: it reads the session cookie and the news rows, per request.
export const dynamic = "force-dynamic";

export const generateMetadata = metadataFor((locale) => editorMetadata(locale, "/blog-editor/news"));

/** The articles About's "in the news" section links to: add, correct and remove them. */
export default async function NewsEditorPage({ params }: PageProps<"/[locale]/blog-editor/news">) {
  const locale = await resolveLocale(params);
  await enterEditor(locale, "/blog-editor/news");
  const [t, rows] = await Promise.all([getTranslations({ locale, namespace: "editor.news" }), listNews()]);
  const items = rows.map(({ id, source, title, description, url, publishedOn, locale: language }) => ({
    id,
    source,
    title,
    description,
    url,
    publishedOn,
    locale: language,
  }));
  return (
    <>
      <h1>{t("heading")}</h1>
      <p>{t("lead")}</p>
      <NewsManager items={items} />
    </>
  );
}
