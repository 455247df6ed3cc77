import type { ReactNode } from "react";
import styles from "./page-intro.module.css";

interface PageIntroProps {
  heading: string;
  lead?: string;
  children?: ReactNode;
}

/** A page's opening block: its one h1 and an optional lead line. */
export function PageIntro({ heading, lead, children }: PageIntroProps) {
  return (
    <section className={styles.intro}>
      <h1 className={styles.heading}>{heading}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </section>
  );
}
