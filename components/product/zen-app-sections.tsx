import { getTranslations } from "next-intl/server";
import { DemoButton } from "@/components/demo/demo-button";
import { FormLink } from "@/components/forms/form-section";
import { PageHero } from "@/components/ui/page-hero";
import buttons from "@/components/ui/buttons.module.css";
import { OfferCards, type Titled } from "./offer-cards";
import { ProductSection } from "./product-section";
import { RoleCards } from "./role-cards";
import { Showcase } from "./showcase";
import { LoopingVideo } from "@/components/media/looping-video";
import styles from "./product.module.css";

interface FeatureRowsProps {
  items: readonly { title: string; bullets: string[] }[];
  clipPrefix: string;
}

/** Feature cards with a looping clip each; the text side alternates from row to row. */
function FeatureRows({ items, clipPrefix }: FeatureRowsProps) {
  return (
    <ol className={styles.features}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.feature} data-side={index % 2 === 0 ? "left" : "right"}>
          <div className={styles.featureText}>
            <span className={styles.featureNumber}>{String(index + 1).padStart(2, "0")}</span>
            <h3 className={styles.featureTitle}>{item.title}</h3>
            <ul className={styles.bullets}>
              {item.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          </div>
          <LoopingVideo name={`${clipPrefix}-${index + 1}`} label={item.title} className={styles.featureVideo} />
        </li>
      ))}
    </ol>
  );
}

export async function ZenAppSections() {
  const t = await getTranslations("zenApp");
  const steps = t.raw("howItWorks.steps") as Titled[];
  return (
    <>
      <PageHero clip="zen-app-hero" eyebrow={t("hero.eyebrow")} headline={t("hero.headline")} lead={t("hero.lead")}>
        <DemoButton trigger="zenapp" className={buttons.primary}>
          {t("hero.requestDemo")}
        </DemoButton>
        <FormLink className={buttons.light} label={t("hero.tryIt")} />
      </PageHero>
      <ProductSection id="features" heading={t("features.heading")}>
        <FeatureRows
          items={t.raw("features.items") as { title: string; bullets: string[] }[]}
          clipPrefix="zen-app-feature"
        />
      </ProductSection>
      <ProductSection id="how-it-works" heading={t("howItWorks.heading")} tone="muted">
        <Showcase
          idPrefix="zen-step"
          items={steps.map((step, index) => ({ ...step, clip: `zen-app-step-${index + 1}` }))}
        />
      </ProductSection>
      <ProductSection id="audience" heading={t("audience.heading")} lead={t("audience.lead")}>
        <RoleCards roles={["developer", "architect", "broker"]} text={(role) => t(`audience.items.${role}`)} />
      </ProductSection>
      <ProductSection
        id="customization"
        heading={t("customization.heading")}
        lead={t("customization.lead")}
        tone="muted"
      >
        <OfferCards items={t.raw("customization.items") as Titled[]} icons={["brand", "sheet", "layout"]} />
      </ProductSection>
    </>
  );
}
