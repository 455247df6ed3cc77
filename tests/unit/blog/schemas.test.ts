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
    // Issue 27: browsers drop tabs and line breaks and resolve dot segments, then read "//evil.example".
    ["button link with a tab", { type: "button", text: "x", link: "/\t/evil.example/x" }],
    ["button link with a line break", { type: "button", text: "x", link: "/\n/evil.example/x" }],
    ["button link with a dot segment", { type: "button", text: "x", link: "/.//evil.example/x" }],
    ["button link with an encoded dot segment", { type: "button", text: "x", link: "/%2e%2e//evil.example" }],
    ["https link with a line break", { type: "button", text: "x", link: "https://www.example.com/\r\nx" }],
    ["image with a tab", { type: "image", url: "/\t/evil.example/a.png", alt: "a" }],
    ["image with a line break", { type: "image", url: "/\n/evil.example/a.png", alt: "a" }],
    ["image with a dot segment", { type: "image", url: "/a/..//evil.example/a.png", alt: "a" }],
  ])("reject %s", (_label, block) => {
    expect(blogContentSchema.safeParse({ sections: [[block]] }).success).toBe(false);
  });

  it.each([
    { type: "button", text: "x", link: "/blog/other-post?utm_source=blog#part-2" },
    { type: "button", text: "x", link: "https://www.example.com/demo" },
    { type: "button", text: "x", link: "#contact" },
    { type: "button", text: "x", link: "mailto:sales@example.com" },
    { type: "image", url: "/api/blog-images/a.webp", alt: "a" },
    { type: "image", url: "https://cdn.example.com/a.png", alt: "a" },
  ])("accept the same-site and https addresses of %o", (block) => {
    expect(blogContentSchema.safeParse({ sections: [[block]] }).success).toBe(true);
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
