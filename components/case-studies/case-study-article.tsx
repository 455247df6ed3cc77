import { getTranslations } from "next-intl/server";
import { posterUrl } from "@/components/media/device-class";
import { ReportLinks } from "@/components/report-page/report-links";
import type { CaseStudy } from "@/content/case-studies";
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
        <ReportLinks
          label={t("requestReport")}
          back={{ href: "/case-studies", label: t("back"), className: styles.back! }}
        />
      </div>
    </article>
  );
}
