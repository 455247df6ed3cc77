import { getTranslations } from "next-intl/server";
import { QueryLink } from "@/components/navigation/site-link";
import { TextBlocks } from "@/components/legal/text-blocks";
import { Icon } from "@/components/ui/icon";
import { careerSectionKeys, type CareerPosting as Posting } from "@/content/careers/types";
import type { Locale } from "@/lib/i18n/routing";
import styles from "./career.module.css";

/** One posting: BACK to /career (query kept), title with employment type, intro and every section. */
export async function CareerPosting({ locale, posting }: { locale: Locale; posting: Posting }) {
  const t = await getTranslations({ locale, namespace: "career" });
  return (
    <article className={styles.posting}>
      <QueryLink href="/career" className={styles.back}>
        <Icon name="arrowLeft" size={18} />
        {t("back")}
      </QueryLink>
      <h1 className={styles.postingTitle}>
        {posting.title} <span className={styles.type}>({posting.employmentType})</span>
      </h1>
      <p className={styles.meta}>
        {t("location")}: {posting.location}
      </p>
      <p className={styles.intro}>{posting.intro}</p>
      {careerSectionKeys.map((key) => (
        <section key={key} className={styles.section} aria-labelledby={`section-${key}`} data-section={key}>
          <h2 id={`section-${key}`} className={styles.sectionHeading}>
            {t(`sections.${key}`)}
          </h2>
          <TextBlocks blocks={posting.sections[key]} className={styles.blocks} />
        </section>
      ))}
    </article>
  );
}
