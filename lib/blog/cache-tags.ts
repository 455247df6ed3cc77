import { localizedPath } from "@/lib/i18n/paths";
import { locales } from "@/lib/i18n/routing";

/** Cache tags of the public blog, in one place so readers and the publish call agree. */
export const BLOG_TAGS = {
  list: "blog:list",
  post: (id: string) => `blog:post:${id}`,
  feed: "blog:feed",
  sitemap: "sitemap",
} as const;

/** Every public path that shows a post: the list and the post in both locales, the sitemap and the feed. */
export function blogPathsFor(id: string): string[] {
  return [
    ...locales.flatMap((locale) => [localizedPath(locale, "/blog"), localizedPath(locale, `/blog/${id}`)]),
    "/sitemap.xml",
    "/api/blog",
  ];
}
