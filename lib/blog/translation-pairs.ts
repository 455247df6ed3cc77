import type { Locale } from "@/lib/i18n/routing";

/** What pairing reads of a live post: its language, the id its `translation` field names, when it went live. */
export interface TranslationLink {
  id: string;
  lang: Locale;
  translation?: string;
  /** ISO date-time; the newer link wins when two posts name the same one. */
  publishedAt: string | null;
}

/**
 * The live posts paired with their other-language version: each post's partner by id. A link is a
 * pair whichever side names the other (the editor's field is filled on one post), so both pages carry
 * both hreflang alternates. Each post has at most one partner, so hreflang stays reciprocal: a link
 * named by both sides wins, then the link of the most recently published post. `movedTo` maps an old
 * address (lower case, BlogSlug) to the post that now has it, so a field that still names the old
 * address keeps its pair. Ids are matched ignoring case, as they are unique ignoring case.
 */
export function pairTranslations(
  links: TranslationLink[],
  movedTo: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const byId = new Map(links.map((link) => [link.id.toLowerCase(), link]));
  const named = (link: TranslationLink): TranslationLink | undefined => {
    if (!link.translation) return undefined;
    const key = link.translation.toLowerCase();
    const target = byId.get(key) ?? byId.get(movedTo.get(key)?.toLowerCase() ?? "");
    return target && target.lang !== link.lang ? target : undefined;
  };
  const candidates = links.flatMap((from) => {
    const to = named(from);
    if (!to) return [];
    const mutual = named(to)?.id === from.id;
    // A mutual link is seen from both sides: kept once.
    if (mutual && to.id < from.id) return [];
    const newest = [from.publishedAt ?? "", mutual ? (to.publishedAt ?? "") : ""].sort().at(-1)!;
    return [{ a: from.id, b: to.id, mutual, newest }];
  });
  candidates.sort(
    (x, y) =>
      Number(y.mutual) - Number(x.mutual) ||
      y.newest.localeCompare(x.newest) ||
      `${x.a} ${x.b}`.localeCompare(`${y.a} ${y.b}`),
  );
  const partners = new Map<string, string>();
  for (const { a, b } of candidates) {
    if (partners.has(a) || partners.has(b)) continue;
    partners.set(a, b);
    partners.set(b, a);
  }
  return partners;
}
