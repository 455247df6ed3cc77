import type { LiHTMLAttributes, ReactNode } from "react";
import type { IconName } from "@/content/icons";
import { Icon } from "./icon";
import iconBadge from "./icon-badge.module.css";
import section from "./section.module.css";

interface CardProps extends Omit<LiHTMLAttributes<HTMLLIElement>, "title"> {
  title: ReactNode;
  text?: ReactNode;
  /** A line icon on its tinted square above the title. */
  icon?: IconName;
  /** Anything else above the title: a step's number, a news item's source. */
  above?: ReactNode;
  /** What follows the text (a link, a quote). */
  children?: ReactNode;
}

/** One card of a section's grid: its h3 title and a line of text, an icon or mark above, more below. */
export function Card({ title, text, icon, above, children, ...item }: CardProps) {
  return (
    <li className={section.card} {...item}>
      {icon && (
        <span className={iconBadge.badge}>
          <Icon name={icon} />
        </span>
      )}
      {above}
      <h3 className={section.cardTitle}>{title}</h3>
      {text !== undefined && <p className={section.cardText}>{text}</p>}
      {children}
    </li>
  );
}
