/** @jest-environment node */
import { buildSitemap } from "@/lib/sitemap/build";
import { staticPageRules } from "@/lib/sitemap/static-pages";
import { sitemapXml } from "@/lib/sitemap/to-xml";
import { QUICK_MAX_ENTRIES, type SitemapPost } from "@/lib/sitemap/types";
import { careerIds } from "@/content/careers/types";

const now = new Date("2026-06-30T12:00:00Z");
const post = (id: string, extra: Partial<SitemapPost> = {}): SitemapPost => ({
  id,
  lang: "ko",
  category: "Guide",
  isPublished: true,
  createdAt: new Date("2025-01-01T00:00:00Z"),
  updatedAt: new Date("2025-02-03T00:00:00Z"),
  ...extra,
});

describe("buildSitemap", () => {
  it("lists the static table and the career postings in both locales, and each post at its own language's address", () => {
    const result = buildSitemap({
      baseUrl: "https://www.example.com/",
      posts: [post("a"), post("b", { lang: "en" })],
      now,
    });
    expect(result.errors).toEqual([]);
    expect(result.counts).toEqual({
      static: staticPageRules.length * 2,
      career: careerIds.length * 2,
      blog: 2,
      omitted: 0,
      total: staticPageRules.length * 2 + careerIds.length * 2 + 2,
    });
    const urls = result.entries.map((entry) => entry.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        "https://www.example.com/",
        "https://www.example.com/en",
        "https://www.example.com/blog/a",
        "https://www.example.com/en/blog/b",
        "https://www.example.com/career/graphic-designer",
        "https://www.example.com/en/career/head-of-sales",
      ]),
    );
    expect(urls).not.toContain("https://www.example.com/en/blog/a");
    expect(urls).not.toContain("https://www.example.com/blog/b");
  });

  const oldSiteTable: Record<string, { priority: number; changefreq: string }> = {
    "/": { priority: 1, changefreq: "daily" },
    "/zen-app": { priority: 0.9, changefreq: "weekly" },
    "/report": { priority: 0.8, changefreq: "monthly" },
    "/modular": { priority: 0.8, changefreq: "monthly" },
    "/about": { priority: 0.7, changefreq: "monthly" },
    "/contact": { priority: 0.6, changefreq: "monthly" },
    "/blog": { priority: 0.9, changefreq: "daily" },
    "/terms-and-conditions": { priority: 0.3, changefreq: "yearly" },
    "/privacy-policy": { priority: 0.3, changefreq: "yearly" },
  };
  for (const [path, rule] of Object.entries(oldSiteTable))
    it(`gives ${path} priority ${rule.priority} and ${rule.changefreq} (the old site's table)`, () => {
      const entries = buildSitemap({ baseUrl: "https://x.test", posts: [], now }).entries;
      const entry = entries.find((e) => e.url === `https://x.test${path === "/" ? "/" : path}`);
      expect(entry).toMatchObject(rule);
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

  it("holds at most 10,000 entries, and 1,000 in quick mode; the rest are left out and counted", () => {
    const many = Array.from({ length: 12_000 }, (_, i) => post(`p${i}`));
    const fixed = staticPageRules.length * 2 + careerIds.length * 2;
    const full = buildSitemap({ baseUrl: "https://x.test", posts: many, now });
    expect(full.counts).toEqual({
      total: 10_000,
      static: staticPageRules.length * 2,
      career: careerIds.length * 2,
      blog: 10_000 - fixed,
      omitted: 12_000 + fixed - 10_000,
    });
    expect(full.errors).toEqual([]);
    const quick = buildSitemap({ baseUrl: "https://x.test", posts: many, now, maxEntries: QUICK_MAX_ENTRIES });
    expect(quick.entries).toHaveLength(1_000);
    expect(quick.counts.omitted).toBe(12_000 + fixed - 1_000);
  });

  it("gives a post that is not published priority 0.3, and Korean category names their bonus", () => {
    const entries = buildSitemap({
      baseUrl: "https://x.test",
      posts: [
        post("draft", { isPublished: false }),
        post("ko-tutorial", { category: "튜토리얼" }),
        post("ko-update", { category: "제품 업데이트" }),
      ],
      now,
    }).entries;
    const priority = (id: string) => entries.find((entry) => entry.url.endsWith(`/blog/${id}`))?.priority;
    expect(priority("draft")).toBe(0.3);
    expect(priority("ko-tutorial")).toBe(0.8);
    expect(priority("ko-update")).toBe(0.8);
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
