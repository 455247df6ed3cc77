import type { ReactNode } from "react";
import { QueryLink } from "@/components/navigation/site-link";
import styles from "./footer.module.css";

interface FooterLinkTarget {
  href: string;
  label: string;
  /** An outside address: opens in a new window and says so to screen readers. */
  external?: boolean;
}

interface FooterLinkProps extends FooterLinkTarget {
  /** The hidden note an outside link carries ("opens in a new window"). */
  newWindow: string;
}

/** One link of the footer: our pages navigate in place, outside ones open a new window. */
export function FooterLink({ href, label, external, newWindow }: FooterLinkProps) {
  if (!external) {
    return (
      <QueryLink href={href} className={styles.link}>
        {label}
      </QueryLink>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {label}
      <span className="visually-hidden"> {newWindow}</span>
    </a>
  );
}

interface FooterLinksProps {
  links: FooterLinkTarget[];
  newWindow: string;
  className?: string;
  /** More entries after the links, each an `<li>`. */
  children?: ReactNode;
}

/** A list of footer links. */
export function FooterLinks({ links, newWindow, className, children }: FooterLinksProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <FooterLink {...link} newWindow={newWindow} />
        </li>
      ))}
      {children}
    </ul>
  );
}

interface FooterColumnProps extends FooterLinksProps {
  /** The id its heading carries, which names the column's landmark. */
  id: string;
  heading: string;
}

/** A titled column of links, a navigation landmark named by its heading. */
export function FooterColumn({ id, heading, ...list }: FooterColumnProps) {
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <FooterLinks {...list} />
    </nav>
  );
}
