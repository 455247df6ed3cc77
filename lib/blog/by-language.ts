import "server-only";
import type { Locale } from "@/lib/i18n/routing";
import type { BlogList } from "./schemas";

/** What the split reads of a post: a live post, or the blog's cached card of one. */
type Listed = { id: string; list: Pick<BlogList, "lang" | "translation"> };

/**
 * A listing in one language: the posts written in the page's language first, then those written
 * only in the other language (a post whose translation in the page's language is live is left out:
 * its translation is listed instead). Each group keeps its order (newest first).
 */
export function postsForLocale<T extends Listed>(posts: T[], locale: Locale): { own: T[]; other: T[] } {
  const own = posts.filter((post) => post.list.lang === locale);
  const ownIds = new Set(own.map((post) => post.id));
  const translated = new Set(own.flatMap((post) => (post.list.translation ? [post.list.translation] : [])));
  const other = posts.filter(
    (post) =>
      post.list.lang !== locale &&
      !translated.has(post.id) &&
      !(post.list.translation && ownIds.has(post.list.translation)),
  );
  return { own, other };
}
