import { getLocale, getTranslations } from "next-intl/server";
import { companyFacts, programs, teamMembers, timeline } from "@/content/about/history";
import section from "@/components/ui/section.module.css";
import styles from "./about-history.module.css";

/** "2020-03" as "2020년 3월" or "Mar 2020". */
function monthLabel(month: string, locale: string): string {
  const [year, number] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(locale === "ko" ? "ko-KR" : "en-US", {
    year: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year ?? 2020, (number ?? 1) - 1, 1)));
}

/** The older content sections: the company at a glance, the timeline 2020 to 2023, team members and programmes. */
export async function AboutHistory() {
  const t = await getTranslations("about");
  const locale = await getLocale();
  return (
    <>
      <section className={`${section.section} ${section.muted}`} aria-labelledby="intro-heading">
        <div className={section.inner}>
          <h2 id="intro-heading" className={section.heading}>
            {t("intro.heading")}
          </h2>
          <dl className={styles.facts}>
            {companyFacts.map((key) => (
              <div key={key} className={styles.fact}>
                <dt className={styles.factLabel}>{t(`intro.facts.${key}.label`)}</dt>
                <dd className={styles.factValue}>{t(`intro.facts.${key}.value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className={section.section} aria-labelledby="timeline-heading">
        <div className={section.inner}>
          <h2 id="timeline-heading" className={section.heading}>
            {t("timeline.heading")}
          </h2>
          <ol className={styles.timeline}>
            {timeline.map(({ key, month }) => (
              <li key={key} className={styles.step}>
                <time dateTime={month} className={styles.month}>
                  {monthLabel(month, locale)}
                </time>
                <p className={styles.stepText}>{t(`timeline.items.${key}`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className={`${section.section} ${section.muted}`} aria-labelledby="team-members-heading">
        <div className={section.inner}>
          <h2 id="team-members-heading" className={section.heading}>
            {t("teamMembers.heading")}
          </h2>
          <p className={section.lead}>{t("teamMembers.lead")}</p>
          <ul className={`${section.grid} ${styles.members}`}>
            {teamMembers.map((key) => (
              <li key={key} className={section.card}>
                <h3 className={section.cardTitle}>{t(`teamMembers.members.${key}.name`)}</h3>
                <p className={styles.role}>{t(`teamMembers.members.${key}.role`)}</p>
                <blockquote className={styles.comment}>
                  <p>{t(`teamMembers.members.${key}.comment`)}</p>
                </blockquote>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={section.section} aria-labelledby="programs-heading">
        <div className={section.inner}>
          <h2 id="programs-heading" className={section.heading}>
            {t("programs.heading")}
          </h2>
          <p className={section.lead}>{t("programs.lead")}</p>
          <ul className={`${section.grid} ${styles.members}`}>
            {programs.map((key) => (
              <li key={key} className={section.card}>
                <h3 className={section.cardTitle}>{t(`programs.items.${key}.name`)}</h3>
                <p className={section.cardText}>{t(`programs.items.${key}.description`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
