import type { ReactNode } from "react";
import styles from "./forms.module.css";

interface FormSectionProps {
  heading: string;
  /** Names the h2 (`<id>-heading`) that labels the section. */
  id: string;
  /** The section's own id, when links jump to it. */
  anchor?: string;
  /** A wider column, for a form laid out in steps. */
  wide?: boolean;
  children: ReactNode;
}

/** A page section holding one form under its h2. */
export function FormSection({ heading, id, anchor, wide, children }: FormSectionProps) {
  return (
    <section
      id={anchor}
      className={wide ? `${styles.section} ${styles.wide}` : styles.section}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * A link down to the page's form, a hero's button on the product and report pages: their form sections
 * carry the anchor "form" (./lead-form-shell.tsx, the report page's FormSection), whose scroll-margin-top
 * sets where the link lands. A plain link, so it works before the page's scripts run.
 */
export function FormLink({ className, label }: { className: string | undefined; label: string }) {
  return (
    <a href="#form" className={className}>
      {label}
    </a>
  );
}
