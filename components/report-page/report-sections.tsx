import { getTranslations } from "next-intl/server";
import { Icon, type IconName } from "@/components/ui/icon";
import { PageHero } from "@/components/ui/page-hero";
import { ScrollButton } from "@/components/ui/scroll-button";
import { brand } from "@/lib/config/brand";
import { TitledSection } from "@/components/ui/titled-section";
import buttons from "@/components/ui/buttons.module.css";
import section from "@/components/ui/section.module.css";
import { reportFormOffset } from "./report-scroll";
import styles from "./report.module.css";
import iconBadge from "@/components/ui/icon-badge.module.css";

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
        <ScrollButton targetId="form" offset={reportFormOffset} className={buttons.primary}>
          {t("hero.goToForm")}
        </ScrollButton>
        <a href={brand.urls.sampleReportPdf} target="_blank" rel="noopener noreferrer" className={buttons.light}>
          {t("hero.downloadSample")}
          <Icon name="external" size={18} />
          <span className="visually-hidden">{t("hero.opensInNewWindow")}</span>
        </a>
      </PageHero>
      <TitledSection id="values" heading={t("values.heading")}>
        <ul className={`${section.grid} ${styles.values}`}>
          {values.map(({ key, icon }) => (
            <li key={key} className={section.card} data-value={key}>
              <span className={iconBadge.badge}>
                <Icon name={icon} />
              </span>
              <h3 className={section.cardTitle}>{t(`values.items.${key}.title`)}</h3>
              <p className={section.cardText}>{t(`values.items.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
    </>
  );
}
