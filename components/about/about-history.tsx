import { getLocale, getTranslations } from "next-intl/server";
import { companyFacts, programs, teamMembers, timeline } from "@/content/about/history";
import { TitledSection } from "@/components/ui/titled-section";
import { Card } from "@/components/ui/card";
import { FigureList } from "@/components/ui/figure-list";
import section from "@/components/ui/section.module.css";
import styles from "./about-history.module.css";

/** "2020-03" as "2020년 3월" or "Mar 2020". */
function monthLabel(month: string, locale: string): string {
  const [year, number] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, {
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
      <TitledSection id="intro" heading={t("intro.heading")} tone="muted">
        <FigureList
          figures={companyFacts.map((key) => [key, t(`intro.facts.${key}.label`), t(`intro.facts.${key}.value`)])}
          className={styles.facts}
          itemClassName={styles.fact}
          labelClassName={styles.factLabel}
          valueClassName={styles.factValue}
        />
      </TitledSection>
      <TitledSection id="timeline" heading={t("timeline.heading")}>
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
      </TitledSection>
      <TitledSection id="team-members" heading={t("teamMembers.heading")} lead={t("teamMembers.lead")} tone="muted">
        <ul className={`${section.grid} ${styles.members}`}>
          {teamMembers.map((key) => (
            <Card key={key} title={t(`teamMembers.members.${key}.name`)}>
              <p className={styles.role}>{t(`teamMembers.members.${key}.role`)}</p>
              <blockquote className={styles.comment}>
                <p>{t(`teamMembers.members.${key}.comment`)}</p>
              </blockquote>
            </Card>
          ))}
        </ul>
      </TitledSection>
      <TitledSection id="programs" heading={t("programs.heading")} lead={t("programs.lead")}>
        <ul className={`${section.grid} ${styles.members}`}>
          {programs.map((key) => (
            <Card key={key} title={t(`programs.items.${key}.name`)} text={t(`programs.items.${key}.description`)} />
          ))}
        </ul>
      </TitledSection>
    </>
  );
}
