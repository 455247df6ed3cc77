import { getTranslations } from "next-intl/server";
import { LazyLeadForm } from "./lazy-lead-form";
import type { LeadFormSectionProps } from "./lead-form-section-props";
import { LeadFormShell } from "./lead-form-shell";

/**
 * The lead form below the fold of a product page. Its own file, apart from LeadFormSection: a route
 * ships every client component its server components import, rendered or not, so importing the eager
 * form here would put its code back into the first load.
 */
export async function LazyLeadFormSection(props: LeadFormSectionProps) {
  const t = await getTranslations("forms.lazy");
  return (
    <LeadFormShell {...props}>
      <LazyLeadForm
        variant={props.variant}
        loadLabel={props.heading ? t("openNamed", { heading: props.heading }) : t("open")}
      />
    </LeadFormShell>
  );
}
