import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import type { Locale } from "@/lib/i18n/routing";
import { listPublicNews } from "@/lib/news/public-news";
import { TitledSection } from "@/components/ui/titled-section";
import section from "@/components/ui/section.module.css";
import styles from "./about.module.css";

/** The company in the news: the rows staff keep through /api/news, in this page's language. */
export async function AboutNews() {
  const t = await getTranslations("about.news");
  const items = await listPublicNews((await getLocale()) as Locale);
  if (items.length === 0) return null;
  return (
    <TitledSection id="news" heading={t("heading")} tone="muted">
      <ul className={`${section.grid} ${styles.news}`}>
        {items.map((item) => (
          <li key={item.id} className={section.card} data-news-id={item.id}>
            <p className={styles.source}>{item.source}</p>
            <h3 className={section.cardTitle}>{item.title}</h3>
            <p className={section.cardText}>{item.description}</p>
            <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.newsLink}>
              {t("readMore")}
              <Icon name="external" size={16} />
              <span className="visually-hidden">{t("opensInNewWindow")}</span>
            </a>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
