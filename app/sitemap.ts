import type { MetadataRoute } from "next";
import { env } from "@/lib/config/env";
import { buildSitemap } from "@/lib/sitemap/build";
import { liveSitemapPosts } from "@/lib/sitemap/live-sitemap-posts";

// Read per request: a publish or unpublish shows here at once (and the publish call revalidates it).
export const dynamic = "force-dynamic";

/** The public sitemap: the static table and the published posts, in both locales. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const result = buildSitemap({ baseUrl: env().SITE_URL, posts: await liveSitemapPosts(), now: new Date() });
  if (result.errors.length)
    console.error(`[sitemap] ${result.errors.length} invalid entries:`, result.errors.slice(0, 5));
  const invalid = new Set(result.errors.map((line) => line.split(": ")[0]));
  return result.entries
    .filter((entry) => !invalid.has(entry.url))
    .slice(0, 10_000)
    .map((entry) => ({
      url: entry.url,
      lastModified: entry.lastmod,
      changeFrequency: entry.changefreq,
      priority: entry.priority,
    }));
}
