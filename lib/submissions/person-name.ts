/** Hangul syllables (가–힣): the same range the inbox migration's backfill tests with GLOB. */
const HANGUL = /[\uAC00-\uD7A3]/;

/**
 * A person's name as the team reads it: Korean names family name first and, when both parts are
 * Korean, without a space ("김민준"); others given name first ("Minjun Kim").
 */
export function personName(first: string, last: string): string {
  const given = first.trim();
  const family = last.trim();
  if (!HANGUL.test(given + family)) return [given, family].filter(Boolean).join(" ");
  const separator = HANGUL.test(given) && HANGUL.test(family) ? "" : " ";
  return [family, given].filter(Boolean).join(separator);
}
