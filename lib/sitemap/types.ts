import type { Locale } from "@/lib/i18n/routing";
export const CHANGEFREQS = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"] as const;
export type Changefreq = (typeof CHANGEFREQS)[number];

/** One `<url>` of a sitemap, with the post's text for the generator's preview. */
export interface SitemapEntry {
  url: string;
  priority: number;
  changefreq: Changefreq;
  lastmod: string;
  meta_title?: string;
  meta_description?: string;
  category?: string;
}

/** What the builder needs to know about a post. */
export interface SitemapPost {
  id: string;
  /** The language the post is written in: it is listed at that locale's address, its canonical one. */
  lang: Locale;
  category: string;
  isPublished: boolean;
  createdAt: Date;
  updatedAt: Date;
  metaTitle?: string;
  metaDescription?: string;
}

/** The most entries a sitemap holds; the generator's quick mode makes at most 1,000. */
export const MAX_ENTRIES = 10_000;
export const QUICK_MAX_ENTRIES = 1_000;
