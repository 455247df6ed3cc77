"use client";

import { useParams, usePathname } from "next/navigation";
import { localeOrDefault, stripLocale } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

/** The page's locale, read from its route (Next's own hook: next-intl's would bring its runtime along). */
export function usePageLocale(): Locale {
  return localeOrDefault(useParams<{ locale?: string }>()?.locale);
}

/** The page's path without its locale prefix ("/en/about" → "/about"). */
export function useInternalPathname(): string {
  return stripLocale(usePathname());
}
