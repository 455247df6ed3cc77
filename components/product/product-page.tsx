import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { ArrivalScroll } from "@/components/ui/arrival-scroll";
import type { LeadVariant } from "@/lib/validation/lead-variants";
import { LazyLeadForm } from "@/components/forms/lazy-lead-form";
import { LeadFormShell, type LeadFormSectionProps } from "@/components/forms/lead-form-shell";

/**
 * The lead form below the fold of a product page. Never beside the eager LeadForm: a route ships every
 * client component its server components import, rendered or not.
 */
async function LazyLeadFormSection(props: LeadFormSectionProps) {
  const t = await getTranslations("forms.lazy");
  return (
    <LeadFormShell {...props}>
      <LazyLeadForm
        variant={props.variant}
        loadLabel={props.heading ? t("openNamed", { heading: props.heading }) : t("open")}
        failure={{ text: t("failed"), reload: t("reload") }}
      />
    </LeadFormShell>
  );
}

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
