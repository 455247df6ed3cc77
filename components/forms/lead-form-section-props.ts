import type { LeadVariant } from "@/lib/validation/lead-variants";

/** The ten lead-form variants, defined with their rules in lib/validation/lead-variants.ts. */
export type LeadFormVariantName = LeadVariant;

export interface LeadFormSectionProps {
  variant: LeadFormVariantName;
  /** Section heading shown above the form; optional. */
  heading?: string;
}
