/** @jest-environment node */
import { buildSitemap } from "@/lib/sitemap/build";
import { staticPageRules } from "@/lib/sitemap/static-pages";
import { sitemapXml } from "@/lib/sitemap/to-xml";
import type { SitemapPost } from "@/lib/sitemap/types";

const now = new Date("2026-06-30T12:00:00Z");
const post = (id: string, extra: Partial<SitemapPost> = {}): SitemapPost => ({
  id,
  category: "Guide",
  isPublished: true,
  createdAt: new Date("2025-01-01T00:00:00Z"),
  updatedAt: new Date("2025-02-03T00:00:00Z"),
  ...extra,
});

describe("buildSitemap", () => {
  it("lists the static table and every post in both locales", () => {
    const result = buildSitemap({ baseUrl: "https://www.example.com/", posts: [post("a"), post("b")], now });
    expect(result.errors).toEqual([]);
    expect(result.counts).toEqual({
      static: staticPageRules.length * 2,
      blog: 4,
      total: staticPageRules.length * 2 + 4,
    });
    const urls = result.entries.map((entry) => entry.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        "https://www.example.com/",
        "https://www.example.com/en",
        "https://www.example.com/blog/a",
        "https://www.example.com/en/blog/b",
      ]),
    );
  });

  it.each([
    ["/", 1, "daily"],
    ["/zen-app", 0.9, "weekly"],
    ["/report", 0.8, "monthly"],
    ["/modular", 0.8, "monthly"],
    ["/about", 0.7, "monthly"],
    ["/contact", 0.6, "monthly"],
    ["/blog", 0.9, "daily"],
    ["/terms-and-conditions", 0.3, "yearly"],
    ["/privacy-policy", 0.3, "yearly"],
  ])("gives %s priority %s and %s (spec §9 table)", (path, priority, changefreq) => {
    const entries = buildSitemap({ baseUrl: "https://x.test", posts: [], now }).entries;
    const entry = entries.find((e) => e.url === `https://x.test${path === "/" ? "/" : path}`);
    expect(entry).toMatchObject({ priority, changefreq });
  });

  it("uses the post's update day as lastmod and its rules", () => {
    const [entry] = buildSitemap({
      baseUrl: "https://x.test",
      posts: [post("a", { category: "Tutorial" })],
      now,
    }).entries.filter((e) => e.url.endsWith("/blog/a"));
    expect(entry).toMatchObject({ lastmod: "2025-02-03", priority: 0.8, changefreq: "yearly", category: "Tutorial" });
  });

  it("fails with errors for a base address that is not http(s)", () => {
    const result = buildSitemap({ baseUrl: "www.example.com", posts: [], now });
    expect(result.errors[0]).toBe("www.example.com/: url must start with http");
  });

  it("fails past the maximum number of entries (10,000 by default)", () => {
    const many = Array.from({ length: 5000 }, (_, i) => post(`p${i}`));
    const result = buildSitemap({ baseUrl: "https://x.test", posts: many, now });
    expect(result.counts.total).toBe(10_000 + staticPageRules.length * 2);
    expect(result.errors).toEqual([`The sitemap has ${result.counts.total} entries, more than the limit of 10000`]);
    expect(buildSitemap({ baseUrl: "https://x.test", posts: [], now, maxEntries: 3 }).errors).toHaveLength(1);
  });

  it("writes escaped sitemaps.org XML", () => {
    const xml = sitemapXml([
      { url: "https://x.test/?a=1&b=<2>", priority: 0.7, changefreq: "weekly", lastmod: "2026-01-01" },
    ]);
    expect(xml).toContain("<loc>https://x.test/?a=1&amp;b=&lt;2&gt;</loc>");
    expect(xml).toContain("<priority>0.70</priority>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
