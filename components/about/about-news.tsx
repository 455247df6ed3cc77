import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { NewsList } from "./news-list";

/**
 * The company in the news: the rows staff keep through /api/news, in this page's language. The list
 * is fetched once the page has loaded, so About stays pre-rendered and cacheable (docs/caching.md).
 */
export async function AboutNews() {
  const t = await getTranslations("about.news");
  return (
    <NewsList
      locale={(await getLocale()) as Locale}
      heading={t("heading")}
      readMore={t("readMore")}
      newWindow={t("opensInNewWindow")}
    />
  );
}
