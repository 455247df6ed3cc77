import { LeadForm } from "./lead-form";
import type { LeadFormSectionProps } from "./lead-form-section-props";
import { LeadFormShell } from "./lead-form-shell";

/** The lead form, loaded with the page: for pages where the form is the first thing a visitor sees. */
export function LeadFormSection(props: LeadFormSectionProps) {
  return (
    <LeadFormShell {...props}>
      <LeadForm variant={props.variant} />
    </LeadFormShell>
  );
}
