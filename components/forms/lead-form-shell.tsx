import type { ReactNode } from "react";
import type { LeadVariant } from "@/lib/validation/lead-variants";
import styles from "./forms.module.css";

/** What a page says about its lead form: the variant (lib/validation/lead-variants.ts) and a heading. */
export interface LeadFormSectionProps {
  variant: LeadVariant;
  /** Section heading shown above the form; optional. */
  heading?: string;
}

/** The lead form's place on a page (anchor id "form", which arrival scrolls to on #form and utm_source). */
export function LeadFormShell({ variant, heading, children }: LeadFormSectionProps & { children: ReactNode }) {
  const headingId = `lead-form-heading-${variant}`;
  return (
    <section
      id="form"
      className={`${styles.section} ${styles.leadSection}`}
      data-variant={variant}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading && (
        <h2 id={headingId} className={styles.sectionHeading}>
          {heading}
        </h2>
      )}
      {children}
    </section>
  );
}
