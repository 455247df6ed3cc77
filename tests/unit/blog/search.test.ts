/** @jest-environment node */
import { makeSnippet, normalizeQuery, searchPosts, SNIPPET_CONTEXT, type SearchablePost } from "@/lib/blog/search";

const long = `${"a".repeat(100)} target phrase ${"b".repeat(100)}`;
const posts: SearchablePost[] = [
  { id: "one", title: "Parking Layouts", category: "Design", summary: "Podium or surface", text: "Stalls and aisles" },
  { id: "two", title: "Unit mix", cardTitle: "Mix Card", category: "Tutorial", summary: "", text: long },
  { id: "three", title: "모듈러 주택", category: "가이드", summary: "설계안 비교", text: "공장에서 만든 모듈을 조립" },
];

describe("searchPosts", () => {
  it("returns null for an empty or blank query (the full list)", () => {
    expect(searchPosts(posts, "")).toBeNull();
    expect(searchPosts(posts, "   ")).toBeNull();
  });

  it.each([
    ["title, any case, trimmed", "  PARKING ", ["one"]],
    ["card title", "mix card", ["two"]],
    ["category", "tutorial", ["two"]],
    ["summary", "surface", ["one"]],
    ["full text", "aisles", ["one"]],
    ["Korean text", "조립", ["three"]],
    ["no match", "elevator", []],
  ])("matches by %s", (_label, query, ids) => {
    expect(searchPosts(posts, query)?.map((hit) => hit.post.id)).toEqual(ids);
  });

  it("gives no snippet when only a card field matches", () => {
    expect(searchPosts(posts, "podium")?.[0]?.snippet).toBeUndefined();
  });

  it("shows 60 characters either side of a match in the text, with ellipses where cut", () => {
    const hit = searchPosts(posts, "Target Phrase")?.[0];
    expect(hit?.snippet?.match).toBe("target phrase");
    expect(hit?.snippet?.before).toBe(`…${"a".repeat(59)} `);
    expect(hit?.snippet?.after).toBe(` ${"b".repeat(59)}…`);
  });
});

describe("makeSnippet", () => {
  it("adds no ellipsis when the text is shorter than the context", () => {
    expect(makeSnippet("short text here", 6, 4)).toEqual({ before: "short ", match: "text", after: " here" });
  });

  it("uses the old site's context of 60", () => {
    expect(SNIPPET_CONTEXT).toBe(60);
    expect(normalizeQuery("  MiXeD ")).toBe("mixed");
  });
});
