import { getTranslations } from "next-intl/server";
import { posterUrl } from "@/components/media/device-class";
import { QueryLink } from "@/components/navigation/site-link";
import type { CaseStudy } from "@/content/case-studies";
import buttons from "@/components/ui/buttons.module.css";
import section from "@/components/ui/section.module.css";
import styles from "./case-studies.module.css";

/** One case study as a page: its drawing, the question, how it was studied and what came out. */
export async function CaseStudyArticle({ study }: { study: CaseStudy }) {
  const t = await getTranslations("caseStudies");
  const sections = t.raw(`items.${study.key}.sections`) as { heading: string; text: string }[];
  return (
    <article className={`${section.section}`} data-case={study.key}>
      <div className={`${section.inner} ${styles.article}`}>
        <p className={styles.tag}>{t(`items.${study.key}.tag`)}</p>
        <h1 className={section.heading}>{t(`items.${study.key}.title`)}</h1>
        <p className={section.lead}>{t(`items.${study.key}.description`)}</p>
        {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG, the page's picture */}
        <img src={posterUrl(study.picture)} alt="" width={960} height={540} className={styles.articleImage} />
        {sections.map((part) => (
          <section key={part.heading} className={styles.articleSection}>
            <h2 className={styles.title}>{part.heading}</h2>
            <p className={section.cardText}>{part.text}</p>
          </section>
        ))}
        <p className={styles.articleActions}>
          <QueryLink href="/report#form" className={buttons.primary}>
            {t("requestReport")}
          </QueryLink>
          <QueryLink href="/case-studies" className={styles.link}>
            {t("back")}
          </QueryLink>
        </p>
      </div>
    </article>
  );
}
