import { getTranslations } from "next-intl/server";
import { QueryLink } from "@/components/navigation/site-link";
import { careerPostings } from "@/lib/content/site";
import type { Locale } from "@/lib/i18n/routing";
import styles from "./career.module.css";

/** The six openings, each linking to its posting with the current query carried along. */
export async function CareerList({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "career" });
  return (
    <section className={styles.band} aria-labelledby="openings-heading">
      <div className={styles.inner}>
        <h2 id="openings-heading" className={styles.openings}>
          {t("openings")}
        </h2>
        <ul className={styles.list}>
          {careerPostings(locale).map((posting) => (
            <li key={posting.id} className={styles.item} data-career={posting.id}>
              <div>
                <h3 className={styles.itemTitle}>{posting.title}</h3>
                <p className={styles.meta}>
                  {posting.employmentType} · {posting.location}
                </p>
                <p className={styles.summary}>{posting.summary}</p>
              </div>
              <QueryLink href={`/career/${posting.id}`} className={styles.view}>
                {t("viewPosting")}
                <span className="visually-hidden">: {posting.title}</span>
              </QueryLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
