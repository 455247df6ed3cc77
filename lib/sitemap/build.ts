import { localizedPath } from "@/lib/i18n/paths";
import { locales } from "@/lib/i18n/routing";
import { blogChangefreq, blogPriority } from "./blog-rules";
import { staticPageRules } from "./static-pages";
import { MAX_ENTRIES, type SitemapEntry, type SitemapPost } from "./types";
import { validateEntry } from "./validate";

export interface BuildSitemapInput {
  baseUrl: string;
  posts: SitemapPost[];
  now: Date;
  /** The date static pages were last changed (the build or deploy date). */
  staticLastmod?: Date;
  maxEntries?: number;
}

export interface SitemapResult {
  entries: SitemapEntry[];
  counts: { total: number; static: number; blog: number };
  errors: string[];
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Every page in both locales: the static table, then the posts (visitors' sitemap passes published
 * ones only). Invalid entries make the result carry errors; more than maxEntries is an error too.
 */
export function buildSitemap({
  baseUrl,
  posts,
  now,
  staticLastmod = now,
  maxEntries = MAX_ENTRIES,
}: BuildSitemapInput): SitemapResult {
  const base = baseUrl.trim().replace(/\/+$/, "");
  const staticEntries: SitemapEntry[] = locales.flatMap((locale) =>
    staticPageRules.map((rule) => ({
      url: `${base}${localizedPath(locale, rule.path)}`,
      priority: rule.priority,
      changefreq: rule.changefreq,
      lastmod: day(staticLastmod),
    })),
  );
  const blogEntries: SitemapEntry[] = locales.flatMap((locale) =>
    posts.map((post) => ({
      url: `${base}${localizedPath(locale, `/blog/${post.id}`)}`,
      priority: blogPriority(post, now),
      changefreq: blogChangefreq(post, now),
      lastmod: day(post.updatedAt),
      meta_title: post.metaTitle,
      meta_description: post.metaDescription,
      category: post.category,
    })),
  );
  const entries = [...staticEntries, ...blogEntries];
  const errors = entries.flatMap(validateEntry);
  if (entries.length > maxEntries)
    errors.push(`The sitemap has ${entries.length} entries, more than the limit of ${maxEntries}`);
  return { entries, counts: { total: entries.length, static: staticEntries.length, blog: blogEntries.length }, errors };
}
