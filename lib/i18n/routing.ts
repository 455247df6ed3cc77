import { defineRouting } from "next-intl/routing";

export const locales = ["ko", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "ko";
/** Whether the language writes (and the forms ask) the family name before the given name. */
export const familyNameFirst: Readonly<Record<Locale, boolean>> = { ko: true, en: false };
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** A year: an explicit choice of language is kept that long. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * Korean at the bare paths, English under /en: one language per URL, so search engines index
 * both and a shared cache never mixes them. The NEXT_LOCALE cookie records an explicit choice: the
 * language switch sets it in the browser; the proxy reads it but never writes it (locale-cookie.ts).
 */
// Pure: the browser imports this module for the list above, and should not carry next-intl's routing.
export const routing = /*#__PURE__*/ defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax" },
});
