/** The number of characters shown either side of a match in the post text. */
export const SNIPPET_CONTEXT = 60;

export interface SearchablePost {
  id: string;
  title: string;
  cardTitle?: string;
  category: string;
  summary: string;
  /** The full text of the sections, markup removed. */
  text: string;
}

export interface SearchHit<P extends SearchablePost> {
  post: P;
  /** Present when the match is in the post text: the match with up to 60 characters either side. */
  snippet?: { before: string; match: string; after: string };
}

/** Trimmed, lower-cased query; an empty one means "show the full list". */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

export function makeSnippet(text: string, index: number, length: number): SearchHit<SearchablePost>["snippet"] {
  const start = Math.max(0, index - SNIPPET_CONTEXT);
  const end = Math.min(text.length, index + length + SNIPPET_CONTEXT);
  return {
    before: `${start > 0 ? "…" : ""}${text.slice(start, index)}`,
    match: text.slice(index, index + length),
    after: `${text.slice(index + length, end)}${end < text.length ? "…" : ""}`,
  };
}

/** Case-insensitive search over the card fields and the full text; null for an empty query. */
export function searchPosts<P extends SearchablePost>(posts: P[], query: string): SearchHit<P>[] | null {
  const needle = normalizeQuery(query);
  if (!needle) return null;
  const hits: SearchHit<P>[] = [];
  for (const post of posts) {
    const fields = [post.title, post.cardTitle ?? "", post.category, post.summary];
    const inFields = fields.some((field) => field.toLowerCase().includes(needle));
    const index = post.text.toLowerCase().indexOf(needle);
    if (!inFields && index < 0) continue;
    hits.push({ post, snippet: index >= 0 ? makeSnippet(post.text, index, needle.length) : undefined });
  }
  return hits;
}
