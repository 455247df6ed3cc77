import type { Metadata } from "next";
import { ClosingCta } from "@/components/landing/closing-cta";
import { LandingFullpage } from "@/components/landing/landing-fullpage";
import { LandingHero } from "@/components/landing/landing-hero";
import { ProductCards } from "@/components/landing/product-cards";
import { TestimonialsSection } from "@/components/landing/testimonials-section";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadata } from "@/lib/seo/page-metadata";

interface LandingProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: LandingProps): Promise<Metadata> {
  return sitePageMetadata(await resolveLocale(params), "landing");
}

export default async function LandingPage({ params }: LandingProps) {
  await resolveLocale(params);
  return (
    <LandingFullpage
      sections={[
        <LandingHero key="hero" />,
        <ProductCards key="products" />,
        <TestimonialsSection key="testimonials" />,
        <ClosingCta key="closing" />,
      ]}
    />
  );
}
