import type { ReactNode } from "react";
import styles from "./forms.module.css";

/** A page section holding one form under its h2. */
export function FormSection({ heading, id, children }: { heading: string; id: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
