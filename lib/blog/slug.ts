import slugify from "@sindresorhus/slugify";
import { romanize } from "es-hangul";
import { localeOrDefault, localizedPath } from "@/lib/i18n/paths";

/**
 * A post's address from its title: Korean romanised (Revised Romanisation, es-hangul), then
 * lower-case words joined by dashes (slugify), at most 80 characters, cut at a dash.
 */
export function slugFromTitle(title: string): string {
  const slug = slugify(romanizeTitle(title.normalize("NFC")));
  if (slug.length <= 80) return slug;
  const cut = slug.slice(0, 80);
  return cut.includes("-") ? cut.slice(0, cut.lastIndexOf("-")) : cut;
}

// A final consonant's index → the same consonant's index as an initial (Unicode's Hangul order), for those that move.
const FINAL_AS_INITIAL = new Map([
  [1, 0],
  [2, 1],
  [4, 2],
  [7, 3],
  [8, 5],
  [16, 6],
  [17, 7],
  [19, 9],
  [20, 10],
  [22, 12],
  [23, 14],
  [24, 15],
  [25, 16],
  [26, 17],
]);
const syllable = (char: string) => {
  const code = char.codePointAt(0)! - 0xac00;
  return code >= 0 && code < 11172
    ? { initial: Math.floor(code / 588), vowel: Math.floor((code % 588) / 28), final: code % 28 }
    : null;
};
const compose = (initial: number, vowel: number, final: number) =>
  String.fromCodePoint(0xac00 + initial * 588 + vowel * 28 + final);

/**
 * es-hangul adds an n sound before 야/여/요/유 after any final consonant (전용 → jeonnyong, 분양가 → bunnyangga,
 * 신림역 → sillimmyeok); Korean adds it only at some compound seams. Read such a seam as plain liaison, the
 * final moved over (jeonyong, seogyu), or where it cannot move (a silent or h final, a pair), romanise apart.
 */
function romanizeTitle(title: string): string {
  const parts = [""];
  for (const char of title) {
    const part = parts.at(-1)!;
    const [next, previous] = [syllable(char), part ? syllable(part.at(-1)!) : null];
    const seam = next && previous && previous.final && next.initial === 11 && [2, 6, 12, 17].includes(next.vowel);
    const moved = seam ? FINAL_AS_INITIAL.get(previous.final) : undefined;
    if (seam && moved !== undefined)
      parts[parts.length - 1] =
        part.slice(0, -1) + compose(previous.initial, previous.vowel, 0) + compose(moved, next.vowel, next.final);
    else if (seam) parts.push(char);
    else parts[parts.length - 1] = part + char;
  }
  return parts.map((part) => romanize(part)).join("");
}

/** A new post's id before it has a title ("untitled-3f9a1c2e"): a draft needs nothing but an id. */
export function spareId(): string {
  return `untitled-${crypto.randomUUID().slice(0, 8)}`;
}

/** Whether `value` is one `spareId` makes. */
export const isSpareId = (value: string) => /^untitled-[0-9a-f]{8}$/.test(value);

/** Where a post's address starts in the language it is written in: "/blog/" (Korean), "/en/blog/" (English). */
export function postPathPrefix(lang: unknown): string {
  return localizedPath(localeOrDefault(lang), "/blog/");
}
