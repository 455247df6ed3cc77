import type { MetadataRoute } from "next";
import { env } from "@/lib/config/env";
import { buildSitemap } from "@/lib/sitemap/build";
import { liveSitemapPosts } from "@/lib/sitemap/live-sitemap-posts";

// Pre-rendered from Next's cache of the live posts, which every publish, unpublish and scheduled
// publish expires by tag (lib/blog/revalidate.ts): a change shows here within a second.

/** The public sitemap: the static pages and career postings in both locales, and the live posts. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const result = buildSitemap({ baseUrl: env().SITE_URL, posts: await liveSitemapPosts(), now: new Date() });
  if (result.errors.length)
    console.error(`[sitemap] ${result.errors.length} invalid entries:`, result.errors.slice(0, 5));
  const invalid = new Set(result.errors.map((line) => line.split(": ")[0]));
  return result.entries
    .filter((entry) => !invalid.has(entry.url))
    .map((entry) => ({
      url: entry.url,
      lastModified: entry.lastmod,
      changeFrequency: entry.changefreq,
      priority: entry.priority,
    }));
}
