import { getTranslations } from "next-intl/server";
import { DemoButton } from "@/components/demo/demo-button";
import { PageHero } from "@/components/ui/page-hero";
import { ScrollButton } from "@/components/ui/scroll-button";
import buttons from "@/components/ui/buttons.module.css";
import { FeatureRows } from "./feature-rows";
import { OfferCards } from "./offer-cards";
import { ProductSection } from "./product-section";
import type { Titled } from "./titled";
import { RoleCards } from "./role-cards";
import { Showcase } from "./showcase";

export async function ZenAppSections() {
  const t = await getTranslations("zenApp");
  const steps = t.raw("howItWorks.steps") as Titled[];
  return (
    <>
      <PageHero clip="zen-app-hero" eyebrow={t("hero.eyebrow")} headline={t("hero.headline")} lead={t("hero.lead")}>
        <DemoButton trigger="zenapp" className={buttons.primary}>
          {t("hero.requestDemo")}
        </DemoButton>
        <ScrollButton targetId="form" offset="product" className={buttons.light}>
          {t("hero.tryIt")}
        </ScrollButton>
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
