import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import type { IconName } from "@/content/icons";
import { FormLink } from "@/components/forms/form-section";
import { PageHero } from "@/components/ui/page-hero";
import { QueryLink } from "@/components/navigation/site-link";
import { TitledSection } from "@/components/ui/titled-section";
import buttons from "@/components/ui/buttons.module.css";
import section from "@/components/ui/section.module.css";
import styles from "./report.module.css";

/** An address with #form scrolls to the form after 500 ms (24 px above it: forms.module.css). */
export const reportArrivalDelays = [500] as const;

const values: readonly { key: "quicker" | "better" | "cheaper"; icon: IconName }[] = [
  { key: "quicker", icon: "speed" },
  { key: "better", icon: "check" },
  { key: "cheaper", icon: "coin" },
];

/** The report page above the wizard: hero and value cards (the wizard shows its own steps). */
export async function ReportSections() {
  const t = await getTranslations("reportPage");
  return (
    <>
      <PageHero clip="ai-consulting-hero" headline={t("hero.headline")} lead={t("hero.lead")}>
        <FormLink className={buttons.primary} label={t("hero.goToForm")} />
        <QueryLink href="/report/sample" className={buttons.light}>
          {t("hero.downloadSample")}
        </QueryLink>
      </PageHero>
      <TitledSection id="values" heading={t("values.heading")}>
        <ul className={`${section.grid} ${styles.values}`}>
          {values.map(({ key, icon }) => (
            <Card
              key={key}
              data-value={key}
              icon={icon}
              title={t(`values.items.${key}.title`)}
              text={t(`values.items.${key}.description`)}
            />
          ))}
        </ul>
      </TitledSection>
    </>
  );
}
