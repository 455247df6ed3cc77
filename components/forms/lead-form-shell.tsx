import type { ReactNode } from "react";
import type { LeadFormSectionProps } from "./lead-form-section-props";
import styles from "./forms.module.css";

/** The lead form's place on a page (anchor id "form", which arrival scrolls to on #form and utm_source). */
export function LeadFormShell({ variant, heading, children }: LeadFormSectionProps & { children: ReactNode }) {
  const headingId = `lead-form-heading-${variant}`;
  return (
    <section
      id="form"
      className={styles.section}
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
