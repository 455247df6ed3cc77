import { ClosingCta } from "@/components/landing/closing-cta";
import { LandingFullpage } from "@/components/landing/landing-fullpage";
import { LandingHero } from "@/components/landing/landing-hero";
import { ProductCards } from "@/components/landing/product-cards";
import { TestimonialsSection } from "@/components/landing/testimonials-section";
import { env } from "@/lib/config/env";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { pageTranslations } from "@/lib/i18n/page-translations";

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
