import { getPathname } from "./navigation";
import { locales, type Locale } from "./routing";

/** The public URL path of an internal path in a locale (next-intl's routing): "/zen-app" → "/en/zen-app" for English. */
export function localizedPath(locale: Locale, path: string): string {
  return getPathname({ href: path, locale });
}

const prefix = new RegExp(`^/(${locales.join("|")})(?=/|$)`);

/** The internal path of a public one: "/en/zen-app" → "/zen-app". */
export function stripLocale(pathname: string): string {
  const match = prefix.exec(pathname);
  if (!match) return pathname;
  return pathname.slice(match[0].length) || "/";
}
