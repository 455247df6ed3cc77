import type { SitemapEntry } from "./types";

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Drops the control characters XML 1.0 forbids anywhere, escaped or not (in CDATA too). */
export function dropXmlForbidden(text: string): string {
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "");
}

/** Text safe inside XML elements and attributes; control characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return dropXmlForbidden(text).replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** The sitemaps.org XML of the entries (the generator's download). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      "  <url>",
      `    <loc>${escapeXml(entry.url)}</loc>`,
      `    <lastmod>${entry.lastmod}</lastmod>`,
      `    <changefreq>${entry.changefreq}</changefreq>`,
      `    <priority>${entry.priority.toFixed(2)}</priority>`,
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
