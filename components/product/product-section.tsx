import type { ReactNode } from "react";
import section from "@/components/ui/section.module.css";

interface ProductSectionProps {
  id: string;
  heading: string;
  lead?: string;
  tone?: "plain" | "muted" | "dark";
  children: ReactNode;
}

/** A titled band of a product page. */
export function ProductSection({ id, heading, lead, tone = "plain", children }: ProductSectionProps) {
  const toneClass = tone === "muted" ? section.muted : tone === "dark" ? section.dark : "";
  return (
    <section id={id} className={`${section.section} ${toneClass}`} aria-labelledby={`${id}-heading`}>
      <div className={section.inner}>
        <h2 id={`${id}-heading`} className={section.heading}>
          {heading}
        </h2>
        {lead ? <p className={section.lead}>{lead}</p> : <div className={section.spacer} />}
        {children}
      </div>
    </section>
  );
}
