import slugify from "@sindresorhus/slugify";
import { romanize } from "es-hangul";
import { localeOrDefault, localizedPath } from "@/lib/i18n/paths";

/**
 * A post's address from its title: Korean romanised (Revised Romanisation, es-hangul), then
 * lower-case words joined by dashes (slugify), at most 80 characters, cut at a dash.
 */
export function slugFromTitle(title: string): string {
  const slug = slugify(romanize(title.normalize("NFC")));
  if (slug.length <= 80) return slug;
  const cut = slug.slice(0, 80);
  return cut.includes("-") ? cut.slice(0, cut.lastIndexOf("-")) : cut;
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
