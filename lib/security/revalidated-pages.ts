import { stripLocale } from "@/lib/i18n/paths";

/**
 * Pages pre-rendered from Next's cache and rendered again when their data changes (the blog,
 * lib/blog/revalidate.ts; About's news, lib/news/public-news.ts):
 * their inline scripts carry the page's data, so they change with every publish and the build's
 * hash manifest cannot know them. scripts/serve.ts hashes the HTML of these pages as it is sent.
 */
export function isRevalidatedPage(pathname: string): boolean {
  return /^\/(blog(\/[^/]+)?|about)\/?$/.test(stripLocale(pathname));
}
