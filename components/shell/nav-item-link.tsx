"use client";

import { QueryLink } from "@/components/navigation/site-link";
import type { NavEntry } from "./shell-text";
import { useShellText } from "./shell-text-context";

interface NavItemLinkProps {
  entry: NavEntry;
  className?: string;
  onNavigate?: () => void;
  showHint?: boolean;
}

/** A menu's entries, each a list item holding its link (the header's menus and the phone menu). */
export function NavEntryItems({ entries, ...link }: { entries: NavEntry[] } & Omit<NavItemLinkProps, "entry">) {
  return entries.map((entry) => (
    <li key={entry.key}>
      <NavItemLink entry={entry} {...link} />
    </li>
  ));
}

/** One navigation entry: an internal link carrying the query, or an outside link in a new window. */
export function NavItemLink({ entry, className, onNavigate, showHint = true }: NavItemLinkProps) {
  const { opensInNewWindow } = useShellText();
  const body = (
    <>
      {entry.icon}
      <span>
        <span data-nav-title>{entry.title}</span>
        {showHint && <small>{entry.hint}</small>}
      </span>
    </>
  );
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {body}
        <span className="visually-hidden">{opensInNewWindow}</span>
      </a>
    );
  }
  return (
    <QueryLink href={entry.href} className={className} onClick={onNavigate}>
      {body}
    </QueryLink>
  );
}
