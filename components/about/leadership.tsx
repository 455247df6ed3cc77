import { getTranslations } from "next-intl/server";
import { LeaderCard } from "./leader-card";
import { TitledSection } from "@/components/ui/titled-section";
import section from "@/components/ui/section.module.css";
import "./leadership.css";

const leaderKeys = ["ceo", "cto"] as const;

export async function Leadership() {
  const t = await getTranslations("about");
  return (
    <TitledSection id="leadership" heading={t("leadership.heading")}>
      {/* Only where the descriptions wait for hover or focus: phones show them already (leadership.css). */}
      <p className={`${section.lead} leader-hint`}>{t("leadership.hint")}</p>
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
    </TitledSection>
  );
}
