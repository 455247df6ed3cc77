export type LeadFormVariantName =
  | "Beta"
  | "AIConsulting"
  | "Modular"
  | "ZenApp"
  | "ED1Report"
  | "AppWaitlist"
  | "AppFreeTrial"
  | "PHXDisc"
  | "BostonDisc"
  | "LADisc";

export interface LeadFormSectionProps {
  variant: LeadFormVariantName;
  /** Section heading shown above the form; optional. */
  heading?: string;
}
