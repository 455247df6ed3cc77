import { getTranslations } from "next-intl/server";
import { posterUrl } from "@/components/media/device-class";
import { QueryLink } from "@/components/navigation/site-link";
import { caseStudies } from "@/content/case-studies";
import section from "@/components/ui/section.module.css";
import styles from "./case-studies.module.css";

/** Three case studies, each with its own drawing and a link to its page on this site. */
export async function CaseStudyCards() {
  const t = await getTranslations("caseStudies");
  return (
    <section className={styles.band} aria-label={t("heading")}>
      <ul className={`${section.inner} ${styles.cards}`}>
        {caseStudies.map(({ key, slug, picture }) => (
          <li key={key} className={styles.card} data-case={key}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG; eager, as it is the largest paint on phones */}
            <img src={posterUrl(picture)} alt="" width={960} height={540} className={styles.thumb} />
            <div className={styles.body}>
              <p className={styles.tag}>{t(`items.${key}.tag`)}</p>
              <h2 className={styles.title}>{t(`items.${key}.title`)}</h2>
              <p className={section.cardText}>{t(`items.${key}.description`)}</p>
              <QueryLink href={`/case-studies/${slug}`} className={styles.link}>
                {t(`items.${key}.link`)}
              </QueryLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
