import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { brand } from "@/lib/config/brand";
import section from "@/components/ui/section.module.css";
import styles from "./case-studies.module.css";

const cases = [
  { key: "losAngeles", url: brand.urls.caseStudyLosAngeles, clip: "zen-app-feature-2" },
  { key: "seoul", url: brand.urls.caseStudySeoul, clip: "zen-app-feature-4" },
  { key: "university", url: brand.urls.caseStudyUniversityHousing, clip: "zen-app-feature-1" },
] as const;

/** Three case studies; each document or article opens in a new tab. */
export async function CaseStudyCards() {
  const t = await getTranslations("caseStudies");
  return (
    <section className={styles.band} aria-label={t("heading")}>
      <ul className={`${section.inner} ${styles.cards}`}>
        {cases.map(({ key, url, clip }) => (
          <li key={key} className={styles.card} data-case={key}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a small static poster; eager, as it is the largest paint on phones */}
            <img src={`/en/media/${clip}-mobile.webp`} alt="" width={480} height={270} className={styles.thumb} />
            <div className={styles.body}>
              <p className={styles.tag}>{t(`items.${key}.tag`)}</p>
              <h2 className={styles.title}>{t(`items.${key}.title`)}</h2>
              <p className={section.cardText}>{t(`items.${key}.description`)}</p>
              <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {t(`items.${key}.link`)}
                <Icon name="external" size={16} />
                <span className="visually-hidden">{t("opensInNewWindow")}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
