import type { ReactNode } from "react";
import { TitledSection } from "@/components/ui/titled-section";
import section from "@/components/ui/section.module.css";

interface ProductSectionProps {
  id: string;
  heading: string;
  lead?: string;
  tone?: "plain" | "muted" | "dark";
  children: ReactNode;
}

/** A titled band of a product page, a link's target by its id; without a lead, a gap stands in for it. */
export function ProductSection({ lead, children, ...props }: ProductSectionProps) {
  return (
    <TitledSection {...props} lead={lead} anchor>
      {!lead && <div className={section.spacer} />}
      {children}
    </TitledSection>
  );
}
