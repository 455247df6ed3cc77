import { careerIds } from "@/content/careers/types";
import { localizedPath } from "@/lib/i18n/paths";
import { locales } from "@/lib/i18n/routing";
import { blogChangefreq, blogPriority } from "./blog-rules";
import { staticPageRules } from "./static-pages";
import { CHANGEFREQS, MAX_ENTRIES, type SitemapEntry, type SitemapPost } from "./types";

export interface BuildSitemapInput {
  baseUrl: string;
  posts: SitemapPost[];
  now: Date;
  /** The date static pages and career postings were last changed (the build or deploy date). */
  staticLastmod?: Date;
  /** At most this many entries (10,000; the generator's quick mode 1,000): the rest are left out. */
  maxEntries?: number;
}

export interface SitemapResult {
  entries: SitemapEntry[];
  counts: { total: number; static: number; career: number; blog: number; omitted: number };
  errors: string[];
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A career posting is a page like /career itself, in both locales. */
const CAREER_RULE = { priority: 0.6, changefreq: "monthly" } as const;

/**
 * The static pages and the career postings in both locales, then the posts, each at the address of
 * the language it is written in (newest first). Past `maxEntries` the rest are left out and counted;
 * invalid entries make the result carry errors.
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
  const careerEntries: SitemapEntry[] = locales.flatMap((locale) =>
    careerIds.map((id) => ({
      url: `${base}${localizedPath(locale, `/career/${id}`)}`,
      ...CAREER_RULE,
      lastmod: day(staticLastmod),
    })),
  );
  const blogEntries: SitemapEntry[] = posts.map((post) => ({
    url: `${base}${localizedPath(post.lang, `/blog/${post.id}`)}`,
    priority: blogPriority(post, now),
    changefreq: blogChangefreq(post, now),
    lastmod: day(post.updatedAt),
    meta_title: post.metaTitle,
    meta_description: post.metaDescription,
    category: post.category,
  }));
  const all = [...staticEntries, ...careerEntries, ...blogEntries];
  const entries = all.slice(0, maxEntries);
  const kept = (list: SitemapEntry[], offset: number) => Math.max(0, Math.min(list.length, maxEntries - offset));
  const counts = {
    total: entries.length,
    static: kept(staticEntries, 0),
    career: kept(careerEntries, staticEntries.length),
    blog: kept(blogEntries, staticEntries.length + careerEntries.length),
    omitted: all.length - entries.length,
  };
  return { entries, counts, errors: entries.flatMap(validateEntry) };
}

/** The problems of one sitemap entry (address, date, change frequency, priority), as readable lines; empty when it is valid. */
export function validateEntry(entry: SitemapEntry): string[] {
  const errors: string[] = [];
  if (!entry.url.startsWith("http")) errors.push(`${entry.url}: url must start with http`);
  if (!Number.isFinite(entry.priority) || entry.priority < 0 || entry.priority > 1) {
    errors.push(`${entry.url}: priority must be between 0 and 1`);
  }
  if (!(CHANGEFREQS as readonly string[]).includes(entry.changefreq)) {
    errors.push(`${entry.url}: changefreq must be one of ${CHANGEFREQS.join(", ")}`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.lastmod) || Number.isNaN(Date.parse(entry.lastmod))) {
    errors.push(`${entry.url}: lastmod must be a date in the format YYYY-MM-DD`);
  }
  return errors;
}
