import type { Locale } from "@/lib/i18n/routing";

/**
 * Whether the language writes (and the forms ask) the family name before the given name. Here, not in
 * lib/i18n/routing.ts, whose lists every page's browser code carries; a new language must add itself.
 */
export const familyNameFirst: Readonly<Record<Locale, boolean>> = { ko: true, en: false };

/**
 * The order people write their names in: Korean forms ask for the family name first (성, then
 * 이름), English ones for the given name first. Swaps the two fields in a list when needed.
 */
export function inNameOrder<T>(fields: readonly T[], given: T, family: T, locale: Locale): T[] {
  const ordered = [...fields];
  const givenAt = ordered.indexOf(given);
  const familyAt = ordered.indexOf(family);
  if (!familyNameFirst[locale] || givenAt < 0 || familyAt < 0 || familyAt < givenAt) return ordered;
  ordered[givenAt] = family;
  ordered[familyAt] = given;
  return ordered;
}
