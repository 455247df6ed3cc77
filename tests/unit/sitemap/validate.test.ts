/** @jest-environment node */
import { validateEntry } from "@/lib/sitemap/build";
import type { SitemapEntry } from "@/lib/sitemap/types";

const good: SitemapEntry = {
  url: "https://www.example.com/blog",
  priority: 0.9,
  changefreq: "daily",
  lastmod: "2026-01-31",
};

describe("validateEntry", () => {
  it("accepts a valid entry", () => {
    expect(validateEntry(good)).toEqual([]);
  });

  it.each([
    ["a url without http", { url: "www.example.com/x" }, "www.example.com/x: url must start with http"],
    ["a priority above 1", { priority: 1.1 }, "https://www.example.com/blog: priority must be between 0 and 1"],
    ["a negative priority", { priority: -0.1 }, "https://www.example.com/blog: priority must be between 0 and 1"],
    [
      "a priority that is not a number",
      { priority: Number.NaN },
      "https://www.example.com/blog: priority must be between 0 and 1",
    ],
    [
      "an unknown changefreq",
      { changefreq: "sometimes" },
      "https://www.example.com/blog: changefreq must be one of always, hourly, daily, weekly, monthly, yearly, never",
    ],
    [
      "a lastmod with a time",
      { lastmod: "2026-01-31T10:00:00Z" },
      "https://www.example.com/blog: lastmod must be a date in the format YYYY-MM-DD",
    ],
    [
      "a lastmod in another format",
      { lastmod: "31/01/2026" },
      "https://www.example.com/blog: lastmod must be a date in the format YYYY-MM-DD",
    ],
    [
      "an impossible lastmod",
      { lastmod: "2026-13-45" },
      "https://www.example.com/blog: lastmod must be a date in the format YYYY-MM-DD",
    ],
  ])("reports %s", (_label, change, message) => {
    expect(validateEntry({ ...good, ...change } as SitemapEntry)).toEqual([message]);
  });

  it("lists every problem of one entry", () => {
    expect(validateEntry({ url: "ftp://x", priority: 2, changefreq: "x" as "daily", lastmod: "" })).toHaveLength(4);
  });
});
