import type { ReactNode } from "react";
import section from "./section.module.css";

interface TitledSectionProps {
  /** Names the heading (`<id>-heading`) that labels the section. */
  id: string;
  heading: ReactNode;
  lead?: ReactNode;
  tone?: "plain" | "muted" | "dark";
  /** The section itself carries `id`, as a link's target (/zen-app#steps). */
  anchor?: boolean;
  /** A class for the centred column, beside the shared one. */
  className?: string;
  children?: ReactNode;
}

/** A band of a page: full width, a centred column, its h2 and an optional lead, then the content. */
export function TitledSection({ id, heading, lead, tone = "plain", anchor, className, children }: TitledSectionProps) {
  const toneClass = tone === "muted" ? section.muted : tone === "dark" ? section.dark : "";
  return (
    <section
      id={anchor ? id : undefined}
      className={`${section.section} ${toneClass}`}
      aria-labelledby={`${id}-heading`}
    >
      <div className={`${section.inner} ${className ?? ""}`}>
        <h2 id={`${id}-heading`} className={section.heading}>
          {heading}
        </h2>
        {lead && <p className={section.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
