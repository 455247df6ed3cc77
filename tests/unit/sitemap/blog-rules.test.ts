/** @jest-environment node */
import { blogChangefreq, blogPriority, priorityClass } from "@/lib/sitemap/blog-rules";

const now = new Date("2026-06-30T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe("blogPriority", () => {
  it.each([
    ["published, old, plain category", true, "Guide", 200, 0.7],
    ["unpublished, old", false, "Guide", 200, 0.3],
    ["created within 30 days", true, "Guide", 10, 0.75],
    ["created exactly 30 days ago", true, "Guide", 30, 0.75],
    ["created 31 days ago", true, "Guide", 31, 0.7],
    ["tutorial and new: capped at 0.9", true, "Tutorial", 5, 0.85],
    ["unpublished tutorial, new", false, "Tutorial", 5, 0.45],
  ])("%s", (_label, isPublished, category, age, expected) => {
    expect(blogPriority({ isPublished, category, createdAt: daysAgo(age) }, now)).toBe(expected);
  });

  // Tutorials and product updates, however the category is spelled, named in Korean, or given by its key.
  it.each(["Tutorial", "  tUtOrIaL ", "Product Update", "튜토리얼", "제품 업데이트", "productUpdate"])(
    "published, old, boosted category %j: 0.8",
    (category) => {
      expect(blogPriority({ isPublished: true, category, createdAt: daysAgo(200) }, now)).toBe(0.8);
    },
  );

  it("never passes the cap of 0.9", () => {
    // Only one category applies per post, so the cap shows with a published new product update plus tutorial-like rounding.
    for (const category of ["Tutorial", "Product Update", "Guide"]) {
      for (const age of [0, 15, 45, 400]) {
        expect(blogPriority({ isPublished: true, category, createdAt: daysAgo(age) }, now)).toBeLessThanOrEqual(0.9);
      }
    }
  });
});

describe("blogChangefreq", () => {
  it.each([
    { created: 400, modified: 3, expected: "weekly" },
    { created: 400, modified: 7, expected: "weekly" },
    { created: 20, modified: 20, expected: "weekly" },
    { created: 40, modified: 8, expected: "monthly" },
    { created: 400, modified: 90, expected: "monthly" },
    { created: 400, modified: 91, expected: "yearly" },
    { created: 800, modified: 730, expected: "yearly" },
  ])("created $created days ago, modified $modified days ago → $expected", ({ created, modified, expected }) => {
    expect(blogChangefreq({ createdAt: daysAgo(created), updatedAt: daysAgo(modified) }, now)).toBe(expected);
  });
});

describe("priorityClass", () => {
  it.each([
    [1, "high"],
    [0.8, "high"],
    [0.79, "medium"],
    [0.5, "medium"],
    [0.49, "low"],
    [0, "low"],
  ])("%s is %s", (priority, expected) => {
    expect(priorityClass(priority)).toBe(expected);
  });
});
