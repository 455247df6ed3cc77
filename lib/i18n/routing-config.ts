import { defineRouting } from "next-intl/routing";
import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, locales } from "./routing";

/**
 * Kept apart from ./routing.ts, whose lists every page's browser code imports, so that code never
 * carries next-intl's routing object (the proxy, the server and the staff pages' navigation use it).
 *
 * Korean at the bare paths, English under /en: one language per URL, so search engines index
 * both and a shared cache never mixes them. The NEXT_LOCALE cookie records an explicit choice: the
 * language switch sets it in the browser; the proxy reads it but never writes it (locale-cookie.ts).
 */
export const routing = /*#__PURE__*/ defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax" },
});
