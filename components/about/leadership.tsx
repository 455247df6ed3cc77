import { getTranslations } from "next-intl/server";
import section from "@/components/ui/section.module.css";
import { LeaderCard } from "./leader-card";
import "./leadership.css";

const leaderKeys = ["ceo", "cto"] as const;

export async function Leadership() {
  const t = await getTranslations("about");
  return (
    <section className={section.section} aria-labelledby="leadership-heading">
      <div className={section.inner}>
        <h2 id="leadership-heading" className={section.heading}>
          {t("leadership.heading")}
        </h2>
        <p className={section.lead}>{t("leadership.hint")}</p>
        <ul className="leader-cards">
          {leaderKeys.map((key) => (
            <LeaderCard
              key={key}
              id={`leader-${key}`}
              name={t(`leadership.leaders.${key}.name`)}
              position={t(`leadership.leaders.${key}.position`)}
              description={t(`leadership.leaders.${key}.description`)}
            />
          ))}
        </ul>
        <div className="team-blurb">
          <h3>{t("team.heading")}</h3>
          <p>{t("team.body")}</p>
        </div>
      </div>
    </section>
  );
}
