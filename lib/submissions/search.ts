/**
 * How the inbox's free-text search (Submission.searchText) stores and matches words, on SQLite and
 * PostgreSQL alike, as one LIKE '%…%' over one indexed column.
 *
 * Prisma's `contains` writes LIKE with no ESCAPE clause, and SQLite's LIKE has no escape character, so no
 * pattern can make a `%` or `_` literal there (on PostgreSQL a backslash escapes). Instead these three
 * characters are kept as private-use stand-ins in the stored text and in the searched word alike: the
 * pattern then holds no character LIKE treats specially, and "50%" finds "50%" and nothing else.
 */
const standIns: Record<string, string> = { "\\": "\uE05C", "%": "\uE025", _: "\uE05F" };

export const likeSafe = (text: string) => text.replace(/[\\%_]/g, (character) => standIns[character] ?? character);

/**
 * A phone number as its digits, however it was typed ("010-9876-5432", "010 9876 5432", "01098765432"),
 * a Korean number written with +82 in its national form (0…), so each typing finds the others.
 */
export function phoneSearchDigits(phone: string): string {
  const digits = phone.replace(/[^0-9]/g, "");
  return /^\s*\+82/.test(phone) ? `0${digits.slice(2).replace(/^0/, "")}` : digits;
}

/** A search word made of digits and a phone number's separators ("010-9876", "+82 10 9876"). */
const PHONE_LIKE = /^[0-9\s+().-]+$/;

/**
 * The patterns a search word is matched with, any of them matching: the word in lower case and, when it
 * could be a phone number, its digits too (the stored text keeps a phone's digits, record.ts).
 */
export function searchPatterns(q: string): string[] {
  const word = likeSafe(q.toLowerCase());
  if (!PHONE_LIKE.test(q)) return [word];
  const digits = phoneSearchDigits(q);
  return digits.length >= 3 && digits !== word ? [word, digits] : [word];
}
