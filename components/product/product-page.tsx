import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { LazyLeadFormSection } from "@/components/forms/lazy-lead-form-section";
import { ArrivalScroll } from "@/components/ui/arrival-scroll";
import type { LeadVariant } from "@/lib/validation/lead-variants";

interface ProductPageProps {
  /** The product's messages, which hold its form's heading (`form.heading`). */
  namespace: "zenApp" | "aiConsulting" | "modular";
  variant: LeadVariant;
  /** The product's own sections, above the form. */
  sections: ReactNode;
  /** Visitors from this utm_source land on the form too, as #form links do. */
  utmSource?: string;
}

/** A product page: its sections, then its lead form (loaded on demand), which arrivals at #form scroll to. */
export async function ProductPage({ namespace, variant, sections, utmSource }: ProductPageProps) {
  const t = await getTranslations(namespace);
  return (
    <>
      {sections}
      <LazyLeadFormSection variant={variant} heading={t("form.heading")} />
      {/* Spread, so that a page without one sends the client no utmSource prop at all. */}
      <ArrivalScroll {...(utmSource ? { utmSource } : {})} />
    </>
  );
}
