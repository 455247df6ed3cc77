import { defineRouting } from "next-intl/routing";

export const locales = ["ko", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "ko";
export const LOCALE_COOKIE = "NEXT_LOCALE";

/**
 * Korean at the bare paths, English under /en: one language per URL, so search engines index
 * both and a shared cache never mixes them. The NEXT_LOCALE cookie records an explicit choice: the
 * language switch sets it in the browser; the proxy reads it but never writes it (locale-cookie.ts).
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: "lax" },
});
