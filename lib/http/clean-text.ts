/**
 * U+0000 and lone surrogates (half of an emoji, "\ud800" in JSON): PostgreSQL can store neither
 * (22P05 in text, "invalid json" in jsonb) while SQLite stores both, so a lead with one was a 500 and
 * lost on one database only. They carry nothing a person typed, so they are removed where request
 * text is read (JSON bodies, multipart fields and names, query strings): every route and both
 * databases then get the same clean value, and no one's message is refused for an invisible character.
 */
const UNSTORABLE = /[\u0000\p{Cs}]/gu;

export function cleanText(value: string): string {
  return value.replace(UNSTORABLE, "");
}

/** `value` with cleanText applied to every string in it, object keys included (a parsed JSON body). */
export function cleanStrings(value: unknown): unknown {
  if (typeof value === "string") return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanStrings);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [cleanText(key), cleanStrings(item)]));
  }
  return value;
}
