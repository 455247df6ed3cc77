import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { brand } from "@/lib/config/brand";
import section from "@/components/ui/section.module.css";
import styles from "./about.module.css";

const newsItems = [
  { key: "partnership", url: brand.urls.newsPartnership },
  { key: "fund", url: brand.urls.newsFund },
] as const;

export async function AboutNews() {
  const t = await getTranslations("about.news");
  return (
    <section className={`${section.section} ${section.muted}`} aria-labelledby="news-heading">
      <div className={section.inner}>
        <h2 id="news-heading" className={section.heading}>
          {t("heading")}
        </h2>
        <ul className={`${section.grid} ${styles.news}`}>
          {newsItems.map(({ key, url }) => (
            <li key={key} className={section.card}>
              <p className={styles.source}>{t(`items.${key}.source`)}</p>
              <h3 className={section.cardTitle}>{t(`items.${key}.title`)}</h3>
              <p className={section.cardText}>{t(`items.${key}.description`)}</p>
              <a href={url} target="_blank" rel="noopener noreferrer" className={styles.newsLink}>
                {t("readMore")}
                <Icon name="external" size={16} />
                <span className="visually-hidden">{t("opensInNewWindow")}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
