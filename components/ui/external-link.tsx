import type { ReactNode } from "react";
import { Icon } from "./icon";

interface ExternalLinkProps {
  href: string;
  className?: string;
  /** The words, for screen readers only, that say it opens a new window. */
  newWindow: string;
  iconSize?: number;
  children: ReactNode;
}

/** A link to another site: it opens a new window, and says so with the outward arrow and hidden words. */
export function ExternalLink({ href, className, newWindow, iconSize = 16, children }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <Icon name="external" size={iconSize} />
      <span className="visually-hidden">{newWindow}</span>
    </a>
  );
}
