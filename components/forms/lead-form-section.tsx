import type { LeadFormSectionProps } from "./lead-form-section-props";

/**
 * The lead form's place on a product page (anchor id "form"). Placeholder until the lead-capture
 * work lands: it keeps the anchor so arrival scrolls (#form, utm_source) already work.
 */
export function LeadFormSection({ variant, heading }: LeadFormSectionProps) {
  return (
    <section id="form" data-variant={variant} aria-label={heading}>
      {heading && <h2>{heading}</h2>}
    </section>
  );
}
