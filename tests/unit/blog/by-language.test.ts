/** @jest-environment node */
import { postsForLocale } from "@/lib/blog/by-language";
import { categoryKey, categoryLabel } from "@/lib/blog/categories";
import type { LivePost } from "@/lib/blog/stored-post";
import en from "@/messages/en/blog.json";
import ko from "@/messages/ko/blog.json";

const post = (id: string, lang: "ko" | "en", translation?: string): LivePost => ({
  id,
  list: { title: id, category: "guide", summary: "", lang, ...(translation ? { translation } : {}) },
  content: { sections: [] },
  createdAt: new Date(0),
  updatedAt: new Date(0),
  publishedAt: null,
  firstPublishedAt: new Date(0),
});

describe("one language per listing", () => {
  const posts = [
    post("ko-1", "ko"),
    post("en-1", "en"),
    post("ko-2", "ko", "en-2"),
    post("en-2", "en"),
    post("ko-3", "ko"),
  ];

  it("lists the page's language first and the other language's posts after, in order", () => {
    const { own, other } = postsForLocale(posts, "ko");
    expect(own.map((p) => p.id)).toEqual(["ko-1", "ko-2", "ko-3"]);
    // en-2 is the translation of ko-2, which is listed: it is left out.
    expect(other.map((p) => p.id)).toEqual(["en-1"]);
  });

  it("leaves out a post whose translation in the page's language is listed, whichever side names it", () => {
    const { own, other } = postsForLocale(posts, "en");
    expect(own.map((p) => p.id)).toEqual(["en-1", "en-2"]);
    expect(other.map((p) => p.id)).toEqual(["ko-1", "ko-3"]);
  });
});

describe("categories", () => {
  it.each([
    ["Tutorial", "tutorial"],
    ["튜토리얼", "tutorial"],
    ["product-update", "productUpdate"],
    ["제품 업데이트", "productUpdate"],
    ["  CASE study ", "caseStudy"],
    ["Something else", null],
  ])("reads %j as %s", (name, key) => {
    expect(categoryKey(name)).toBe(key);
  });

  it("names a known category in the page's language and keeps a free one as written", () => {
    expect(categoryLabel("가이드", en.categories)).toBe("Guide");
    expect(categoryLabel("Product Update", ko.categories)).toBe("제품 업데이트");
    expect(categoryLabel("Webinar", ko.categories)).toBe("Webinar");
  });
});
