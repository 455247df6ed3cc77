import { getTranslations } from "next-intl/server";
import { DemoButton } from "@/components/demo/demo-button";
import { PageHero } from "@/components/ui/page-hero";
import buttons from "@/components/ui/buttons.module.css";
import { OfferCards, type Titled } from "./offer-cards";
import { ProductSection } from "./product-section";
import { RoleCards } from "./role-cards";
import { Showcase } from "./showcase";

const withClips = (items: Titled[], prefix: string) =>
  items.map((item, index) => ({ ...item, clip: `${prefix}-${index + 1}` }));

export async function ModularSections() {
  const t = await getTranslations("modular");
  return (
    <>
      <PageHero clip="modular-hero" eyebrow={t("hero.eyebrow")} headline={t("hero.headline")} lead={t("hero.lead")}>
        <DemoButton trigger="modularlandingpage" className={buttons.primary}>
          {t("hero.requestDemo")}
        </DemoButton>
      </PageHero>
      <ProductSection id="description" heading={t("description.heading")}>
        <OfferCards items={t.raw("description.items") as Titled[]} icons={["manufacturer", "speed", "coin"]} />
      </ProductSection>
      <ProductSection id="how-it-works" heading={t("howItWorks.heading")} tone="muted">
        <Showcase idPrefix="modular-step" items={withClips(t.raw("howItWorks.steps") as Titled[], "modular-step")} />
      </ProductSection>
      <ProductSection id="audience" heading={t("audience.heading")}>
        <RoleCards
          roles={["developer", "owner_investor", "architect", "manufacturer", "consultant"]}
          text={(role) => t(`audience.items.${role}`)}
        />
      </ProductSection>
      <ProductSection id="modules" heading={t("modules.heading")} tone="muted">
        <Showcase
          idPrefix="modular-module"
          numbered={false}
          items={withClips(t.raw("modules.items") as Titled[], "modular-module")}
        />
      </ProductSection>
      <ProductSection id="customize" heading={t("customize.heading")}>
        <Showcase
          idPrefix="modular-customize"
          numbered={false}
          items={withClips(t.raw("customize.items") as Titled[], "modular-customize")}
        />
      </ProductSection>
      <ProductSection id="customization" heading={t("customization.heading")} tone="muted">
        <OfferCards items={t.raw("customization.items") as Titled[]} icons={["layout", "coin", "sheet"]} />
      </ProductSection>
    </>
  );
}
