import { defaultLocale, type Locale } from "./routing";

/** The public URL path of an internal path in a locale: "/zen-app" → "/en/zen-app" for English. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The internal path of a public one: "/en/zen-app" → "/zen-app". */
export function stripLocale(pathname: string): string {
  const match = /^\/(en|ko)(?=\/|$)/.exec(pathname);
  if (!match) return pathname;
  return pathname.slice(match[0].length) || "/";
}
