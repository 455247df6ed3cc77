/** @jest-environment node */
import { blogChangefreq, blogPriority, priorityClass } from "@/lib/sitemap/blog-rules";

const now = new Date("2026-06-30T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe("blogPriority", () => {
  it.each([
    ["published, old, plain category", true, "Guide", 200, 0.7],
    ["unpublished, old", false, "Guide", 200, 0.3],
    ["tutorial", true, "Tutorial", 200, 0.8],
    ["tutorial, any case and spaces", true, "  tUtOrIaL ", 200, 0.8],
    ["product update", true, "Product Update", 200, 0.8],
    ["tutorial named in Korean", true, "튜토리얼", 200, 0.8],
    ["product update named in Korean", true, "제품 업데이트", 200, 0.8],
    ["product update by its key", true, "productUpdate", 200, 0.8],
    ["created within 30 days", true, "Guide", 10, 0.75],
    ["created exactly 30 days ago", true, "Guide", 30, 0.75],
    ["created 31 days ago", true, "Guide", 31, 0.7],
    ["tutorial and new: capped at 0.9", true, "Tutorial", 5, 0.85],
    ["unpublished tutorial, new", false, "Tutorial", 5, 0.45],
  ])("%s", (_label, isPublished, category, age, expected) => {
    expect(blogPriority({ isPublished, category, createdAt: daysAgo(age) }, now)).toBe(expected);
  });

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
    ["modified 3 days ago, created long ago", 400, 3, "weekly"],
    ["modified 7 days ago", 400, 7, "weekly"],
    ["created 20 days ago, not modified since", 20, 20, "weekly"],
    ["modified 8 days ago, created 40 days ago", 40, 8, "monthly"],
    ["modified 90 days ago", 400, 90, "monthly"],
    ["modified 91 days ago", 400, 91, "yearly"],
    ["modified two years ago", 800, 730, "yearly"],
  ])("%s → %s", (_label, createdAge, updatedAge, expected) => {
    expect(blogChangefreq({ createdAt: daysAgo(createdAge), updatedAt: daysAgo(updatedAge) }, now)).toBe(expected);
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
