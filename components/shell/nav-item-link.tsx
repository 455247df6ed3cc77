"use client";

import { useTranslations } from "next-intl";
import type { NavChild } from "@/content/navigation";
import { NavIcon } from "./nav-icon";
import { QueryLink } from "./query-link";

interface NavItemLinkProps {
  item: NavChild;
  className?: string;
  onNavigate?: () => void;
  showHint?: boolean;
}

/** One navigation entry: an internal link carrying the query, or an outside link in a new window. */
export function NavItemLink({ item, className, onNavigate, showHint = true }: NavItemLinkProps) {
  const t = useTranslations("shell");
  const body = (
    <>
      <NavIcon name={item.icon} />
      <span>
        <span data-nav-title>{t(`nav.${item.label}`)}</span>
        {showHint && <small>{t(`nav.${item.hint}`)}</small>}
      </span>
    </>
  );
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {body}
        <span className="visually-hidden">{t("opensInNewWindow")}</span>
      </a>
    );
  }
  return (
    <QueryLink href={item.href} className={className} onClick={onNavigate}>
      {body}
    </QueryLink>
  );
}
