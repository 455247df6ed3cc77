import { defaultLocale, locales, type Locale } from "./routing";

// next-intl's getPathname (./navigation.ts) does the same for pages, but it loads next/navigation,
// which plain Node (the scripts, the Playwright specs) cannot; a unit test keeps the two in step.

/** The public URL path of an internal path in a locale: "/zen-app" → "/en/zen-app" for English. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

const prefix = new RegExp(`^/(${locales.join("|")})(?=/|$)`);

/** The internal path of a public one: "/en/zen-app" → "/zen-app". */
export function stripLocale(pathname: string): string {
  const match = prefix.exec(pathname);
  if (!match) return pathname;
  return pathname.slice(match[0].length) || "/";
}
