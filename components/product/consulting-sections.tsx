import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { FormLink } from "@/components/forms/form-section";
import { PageHero } from "@/components/ui/page-hero";
import buttons from "@/components/ui/buttons.module.css";
import section from "@/components/ui/section.module.css";
import { ConsultingCaseStudy } from "./consulting-case-study";
import { ProductSection } from "./product-section";
import type { Titled } from "./offer-cards";
import { RoleCards } from "./role-cards";
import styles from "./consulting.module.css";

export async function ConsultingSections() {
  const t = await getTranslations("aiConsulting");
  const steps = t.raw("howItWorks.steps") as Titled[];
  return (
    <>
      <PageHero
        clip="ai-consulting-hero"
        eyebrow={t("hero.eyebrow")}
        headline={t("hero.headline")}
        lead={t("hero.lead")}
      >
        <FormLink className={buttons.primary} label={t("hero.contactUs")} />
      </PageHero>
      <ProductSection id="comparison" heading={t("comparison.heading")}>
        <div className={styles.comparison}>
          {(["without", "with"] as const).map((side) => (
            <div key={side} className={styles.compareCard} data-side={side}>
              <h3 className={section.cardTitle}>{t(`comparison.${side}.title`)}</h3>
              <ul className={styles.compareList}>
                {(t.raw(`comparison.${side}.items`) as string[]).map((item) => (
                  <li key={item}>
                    <Icon name={side === "with" ? "check" : "spark"} size={20} />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </ProductSection>
      <ProductSection id="case-study" heading={t("caseStudy.heading")} tone="dark">
        <ConsultingCaseStudy />
      </ProductSection>
      <ProductSection id="how-it-works" heading={t("howItWorks.heading")}>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <Card
              key={step.title}
              above={<span className={styles.stepNumber}>{index + 1}</span>}
              title={step.title}
              text={step.description}
            />
          ))}
        </ol>
      </ProductSection>
      <ProductSection id="challenges" heading={t("challenges.heading")} tone="muted">
        <ul className={styles.challenges}>
          {(t.raw("challenges.items") as string[]).map((item) => (
            <li key={item}>
              <Icon name="check" size={20} />
              {item}
            </li>
          ))}
        </ul>
      </ProductSection>
      <ProductSection id="audience" heading={t("audience.heading")}>
        <RoleCards roles={["developer", "owner_investor", "architect"]} text={(role) => t(`audience.items.${role}`)} />
      </ProductSection>
    </>
  );
}
