import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { TitledSection } from "@/components/ui/titled-section";
import type { Locale } from "@/lib/i18n/routing";
import { NewsList } from "./news-list";
import styles from "./about.module.css";

/**
 * The company in the news: the rows staff keep through /api/news, in this page's language. The list
 * is fetched once the page has loaded, so About stays pre-rendered and cacheable (docs/caching.md);
 * the section stays hidden until it holds an item (about.module.css).
 */
export async function AboutNews() {
  const t = await getTranslations("about.news");
  // A link to another site opens a new window, and says so with the outward arrow and hidden words.
  const readMore = (
    <>
      {t("readMore")}
      <Icon name="external" size={16} />
      <span className="visually-hidden">{t("opensInNewWindow")}</span>
    </>
  );
  return (
    <TitledSection id="news" heading={t("heading")} tone="muted" className={styles.newsColumn}>
      <NewsList locale={(await getLocale()) as Locale} readMore={readMore} />
    </TitledSection>
  );
}
