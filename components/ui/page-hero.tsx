import type { ReactNode } from "react";
import { LoopingVideo } from "@/components/media/looping-video";
import styles from "./hero.module.css";

interface PageHeroProps {
  /** Background clip under /en/media. */
  clip: string;
  eyebrow?: string;
  headline: string;
  lead?: string;
  children?: ReactNode;
  className?: string;
  /** "light": dark text on a pale clip (the /about hero under the transparent header). */
  tone?: "dark" | "light";
}

/** A page's opening block: its one h1 over a muted looping clip whose poster is the largest paint. */
export function PageHero({ clip, eyebrow, headline, lead, children, className, tone = "dark" }: PageHeroProps) {
  return (
    <section className={`${styles.hero} ${className ?? ""}`} data-tone={tone}>
      <LoopingVideo name={clip} priority className={styles.media} />
      <div className={styles.content}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.headline}>{headline}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}
