"use client";

import { useEffect } from "react";
import { useInternalPathname, usePageLocale } from "@/components/navigation/site-link";
import { localizedHref } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { useQueryString } from "./use-query-string";

/**
 * Points the language switch at where this page is in the other language when that is not the same
 * path under the other prefix (a blog post and its translation have their own ids). The switch is drawn
 * by the shell's layout, which does not know the post, and its links are the page's only ones with
 * hreflang (SiteLink with a locale). A store the switch reads would put its code on every page of the
 * site, whose JavaScript budget has no room for it (scripts/bench/targets.ts); so the page, once in the
 * browser, sets those links' href, and SiteLink follows its anchor's href. When the path or the query
 * changes, the switch draws its links again, and this sets them again after it.
 */
export function LanguagePaths({ paths }: { paths: Partial<Record<Locale, string>> }) {
  const current = usePageLocale();
  const pathname = useInternalPathname();
  const query = useQueryString();
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[hreflang]")) {
      const locale = link.hreflang as Locale;
      const path = paths[locale];
      if (locale !== current && path) link.setAttribute("href", localizedHref(locale, `${path}${query}`, true));
    }
  }, [paths, current, pathname, query]);
  return null;
}
