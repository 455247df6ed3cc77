/** @jest-environment node */
import { blogContentSchema, createPostSchema, savePostSchema } from "@/lib/blog/schemas";
import { seedPosts } from "@/lib/blog/seed-posts";
import { tocEntries } from "@/lib/blog/toc";

describe("blog schemas", () => {
  it("accept every seed post", () => {
    for (const post of seedPosts) {
      expect(
        createPostSchema.safeParse({ id: post.id, data_list: post.list, data_content: post.content }).success,
      ).toBe(true);
    }
  });

  it.each([
    ["heading level 4", { type: "heading", text: "x", level: 4 }],
    ["unknown block type", { type: "script", text: "x" }],
    ["youtube with the older videoId field", { type: "youtube", videoId: "aqz-KE-bpKQ" }],
    ["youtube with an address of another site", { type: "youtube", url: "https://vimeo.com/123456789" }],
    ["list with the older items field", { type: "list", ordered: false, items: ["a"] }],
    ["image without alternative text", { type: "image", url: "/a.png", alt: "" }],
    ["javascript: button link", { type: "button", text: "x", link: "javascript:alert(1)" }],
    ["data: image", { type: "image", url: "data:image/svg+xml,<svg onload=alert(1)>", alt: "" }],
    ["protocol-relative button link", { type: "button", text: "x", link: "//evil.example/x" }],
    ["backslash protocol-relative link", { type: "button", text: "x", link: "/\\evil.example" }],
    ["protocol-relative image", { type: "image", url: "//evil.example/a.png", alt: "" }],
  ])("reject %s", (_label, block) => {
    expect(blogContentSchema.safeParse({ sections: [[block]] }).success).toBe(false);
  });

  it("reads is_published as 0/1 or a boolean, or leaves it out", () => {
    const base = { data_list: { title: "T", category: "C" }, data_content: { sections: [] } };
    expect(savePostSchema.parse({ ...base, is_published: 1 }).is_published).toBe(true);
    expect(savePostSchema.parse({ ...base, is_published: false }).is_published).toBe(false);
    expect(savePostSchema.parse(base).is_published).toBeUndefined();
  });

  it("builds the contents from level 1 and 2 headings only", () => {
    const content = blogContentSchema.parse({
      sections: [
        [
          { type: "heading", level: 1, text: "A" },
          { type: "heading", level: 3, text: "skip" },
        ],
        [{ type: "heading", level: 2, text: "B" }],
      ],
    });
    expect(tocEntries(content)).toEqual([
      { id: "heading-1", text: "A", level: 1, number: 1 },
      { id: "heading-3", text: "B", level: 2 },
    ]);
  });

  it("numbers level 1 headings, but none in the introduction (a prolog section)", () => {
    const content = blogContentSchema.parse({
      sections: [
        [
          { type: "prolog", text: "Intro" },
          { type: "heading", level: 1, text: "Welcome" },
        ],
        [{ type: "heading", level: 1, text: "First" }],
        [{ type: "heading", level: 1, text: "Second" }],
      ],
    });
    expect(tocEntries(content).map((entry) => [entry.text, entry.number])).toEqual([
      ["Welcome", undefined],
      ["First", 1],
      ["Second", 2],
    ]);
  });
});
