import { getTranslations } from "next-intl/server";
import { PageHero } from "@/components/ui/page-hero";
import { ScrollButton } from "@/components/ui/scroll-button";
import buttons from "@/components/ui/buttons.module.css";

export async function LandingHero() {
  const t = await getTranslations("landing.hero");
  return (
    <PageHero clip="landing-hero" headline={t("headline")} lead={t("lead")}>
      <ScrollButton targetId="products" className={buttons.primary}>
        {t("learnMore")}
      </ScrollButton>
    </PageHero>
  );
}
