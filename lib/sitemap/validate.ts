import { CHANGEFREQS, type SitemapEntry } from "./types";

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
