import "server-only";
import { localizedPath } from "@/lib/i18n/paths";
import { locales } from "@/lib/i18n/routing";

/**
 * Cache tags of the public blog, in one place so the readers (lib/blog/live-posts.ts) and the
 * publishing calls (lib/blog/revalidate.ts) agree.
 */
export const BLOG_TAGS = {
  /** Every live post: the lists, the feeds and the sitemap read it. */
  list: "blog:list",
  /** One live post: its page and its share image. */
  post: (id: string) => `blog:post:${id}`,
} as const;

/** The public addresses that show a post, in both locales: visited once after a change so they are fresh. */
export function blogPathsFor(id: string): string[] {
  return [
    ...locales.map((locale) => localizedPath(locale, `/blog/${id}`)),
    ...locales.map((locale) => localizedPath(locale, "/blog")),
    "/sitemap.xml",
    `/api/blog-share/${id}.png`,
  ];
}

/** The same pages as Next's routes know them (Korean pages are served at bare paths through a rewrite to /ko). */
export function blogRoutePathsFor(id: string): string[] {
  return [
    ...locales.flatMap((locale) => [`/${locale}/blog`, `/${locale}/blog/${id}`]),
    `/api/blog-share/${id}.png`,
    "/sitemap.xml",
  ];
}
