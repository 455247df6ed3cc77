import { getTranslations } from "next-intl/server";
import { ExternalLink } from "@/components/ui/external-link";
import { posterUrl } from "@/components/media/device-class";
import { brand } from "@/lib/config/brand";
import section from "@/components/ui/section.module.css";
import styles from "./case-studies.module.css";

const cases = [
  { key: "losAngeles", url: brand.urls.caseStudyLosAngeles, picture: "case-study-los-angeles" },
  { key: "seoul", url: brand.urls.caseStudySeoul, picture: "case-study-seoul" },
  { key: "university", url: brand.urls.caseStudyUniversityHousing, picture: "case-study-university" },
] as const;

/** Three case studies, each with its own drawing; each document or article opens in a new tab. */
export async function CaseStudyCards() {
  const t = await getTranslations("caseStudies");
  return (
    <section className={styles.band} aria-label={t("heading")}>
      <ul className={`${section.inner} ${styles.cards}`}>
        {cases.map(({ key, url, picture }) => (
          <li key={key} className={styles.card} data-case={key}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG; eager, as it is the largest paint on phones */}
            <img src={posterUrl(picture)} alt="" width={960} height={540} className={styles.thumb} />
            <div className={styles.body}>
              <p className={styles.tag}>{t(`items.${key}.tag`)}</p>
              <h2 className={styles.title}>{t(`items.${key}.title`)}</h2>
              <p className={section.cardText}>{t(`items.${key}.description`)}</p>
              <ExternalLink href={url} className={styles.link} newWindow={t("opensInNewWindow")}>
                {t(`items.${key}.link`)}
              </ExternalLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
