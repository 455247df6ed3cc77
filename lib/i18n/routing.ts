export const locales = ["ko", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "ko";
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** A year: an explicit choice of language is kept that long. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
