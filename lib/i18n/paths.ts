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

/**
 * An internal href ("/zen-app?utm_source=x#faq") in a locale. With `prefixed`, the locale's prefix is
 * kept even for the default locale ("/ko/zen-app"), as a language switch needs: the proxy then
 * serves that language whatever the visitor's cookie says, and redirects to the bare path.
 */
export function localizedHref(locale: Locale, href: string, prefixed = false): string {
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  const rest = cut < 0 ? "" : href.slice(cut);
  if (prefixed) return `/${locale}${path === "/" ? "" : path}${rest}`;
  return `${localizedPath(locale, path)}${rest}`;
}

/** The locale a route parameter names, or the default one (the root not-found page has none). */
export function localeOrDefault(value: unknown): Locale {
  return (locales as readonly unknown[]).includes(value) ? (value as Locale) : defaultLocale;
}
