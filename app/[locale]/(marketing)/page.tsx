import { ClosingCta } from "@/components/landing/closing-cta";
import { LandingFullpage } from "@/components/landing/landing-fullpage";
import { ProductCards } from "@/components/landing/product-cards";
import { TestimonialsSection } from "@/components/landing/testimonials-section";
import buttons from "@/components/ui/buttons.module.css";
import { PageHero } from "@/components/ui/page-hero";
import { ScrollLink } from "@/components/landing/scroll-link";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/config/env";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { pageTranslations } from "@/lib/i18n/params";

export const generateMetadata = sitePageMetadataFor("landing");

export default async function LandingPage({ params }: PageProps<"/[locale]">) {
  const { t } = await pageTranslations(params, "landing");
  return (
    <LandingFullpage
      licenseKey={env().FULLPAGE_LICENSE_KEY}
      navLabel={t("sectionNav.label")}
      sections={[
        { id: "top", label: t("sectionNav.hero"), content: <LandingHero /> },
        { id: "our-products", label: t("products.heading"), content: <ProductCards /> },
        {
          id: "testimonials",
          label: t("testimonials.heading"),
          content: <TestimonialsSection />,
        },
        { id: "get-started", label: t("closing.heading"), content: <ClosingCta /> },
      ]}
    />
  );
}

/** The landing page's first screen: the headline over its clip, and a link down to the products. */
async function LandingHero() {
  const t = await getTranslations("landing.hero");
  return (
    <PageHero clip="landing-hero" headline={t("headline")} lead={t("lead")}>
      <ScrollLink targetId="products" className={buttons.primary}>
        {t("learnMore")}
      </ScrollLink>
    </PageHero>
  );
}
