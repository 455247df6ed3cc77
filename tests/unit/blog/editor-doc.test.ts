/** @jest-environment node */
import {
  blocksToDoc,
  docToBlocks,
  docWordCount,
  inlineToMarkup,
  markupToInline,
  type DocNode,
} from "@/lib/blog/editor-doc";
import { blogContentSchema } from "@/lib/blog/schemas";
import { seedPosts } from "@/lib/blog/seed-posts";
import { sanitizeMarkup } from "@/lib/html/sanitize";

const roundTrip = (markup: string) => inlineToMarkup(markupToInline(markup));

describe("stored blocks → document → stored blocks", () => {
  it.each(seedPosts.map((post) => [post.id, post] as const))("gives %s back byte for byte", (_id, post) => {
    // What the editor opens is the schema's output (the staff API parses the stored draft).
    const opened = blogContentSchema.parse(post.content);
    const { sections, ...cover } = opened;
    const saved = { ...cover, sections: docToBlocks(blocksToDoc(sections)) };
    expect(JSON.stringify(saved)).toBe(JSON.stringify(opened));
    // …and a save of it stores what the seed stored.
    expect(JSON.stringify(blogContentSchema.parse(saved))).toBe(JSON.stringify(post.content));
  });

  it("puts a divider between sections and splits there again, empty sections included", () => {
    const sections = [[{ type: "prolog", text: "Intro" }], [], [{ type: "heading", text: "One", level: 2 }]];
    const doc = blocksToDoc(sections);
    expect(doc.content?.map((node) => node.type)).toEqual(["prolog", "horizontalRule", "horizontalRule", "heading"]);
    expect(docToBlocks(doc)).toEqual(sections);
  });

  it("maps each block type to its node", () => {
    const doc = blocksToDoc([
      [
        { type: "list", ordered: true, text: ["<strong>a</strong>", "b"] },
        { type: "image", url: "blog-images/x-1920.webp", alt: "A roof" },
        { type: "youtube", url: "dQw4w9WgXcQ" },
        { type: "button", text: "Book a demo" },
        { type: "button", text: "Pricing", link: "/pricing" },
      ],
    ]);
    expect(doc.content).toEqual([
      {
        type: "orderedList",
        content: [
          {
            type: "listItem",
            content: [{ type: "paragraph", content: [{ type: "text", text: "a", marks: [{ type: "bold" }] }] }],
          },
          { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "b" }] }] },
        ],
      },
      { type: "blogImage", attrs: { url: "blog-images/x-1920.webp", alt: "A roof" } },
      { type: "youtube", attrs: { url: "dQw4w9WgXcQ" } },
      { type: "blogButton", attrs: { text: "Book a demo", link: null } },
      { type: "blogButton", attrs: { text: "Pricing", link: "/pricing" } },
    ]);
  });

  it("keeps a block of an odd shape whole, as a raw node", () => {
    const odd = [{ type: "heading", level: 5, text: "Too deep" }, { type: "quote", text: "?" }, { type: "" }];
    const doc = blocksToDoc([odd]);
    expect(doc.content?.every((node) => node.type === "rawBlock")).toBe(true);
    expect(JSON.stringify(docToBlocks(doc))).toBe(JSON.stringify([odd]));
  });
});

describe("document → stored blocks", () => {
  it("leaves out what typing leaves empty: paragraphs, headings, list items", () => {
    const doc: DocNode = {
      type: "doc",
      content: [
        { type: "paragraph" },
        { type: "heading", attrs: { level: 1 } },
        { type: "paragraph", content: [{ type: "text", text: "Kept" }] },
        {
          type: "bulletList",
          content: [
            { type: "listItem", content: [{ type: "paragraph" }] },
            { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "x" }] }] },
          ],
        },
        { type: "orderedList", content: [{ type: "listItem", content: [{ type: "paragraph" }] }] },
      ],
    };
    expect(docToBlocks(doc)).toEqual([
      [
        { type: "paragraph", text: "Kept" },
        { type: "list", ordered: false, text: ["x"] },
      ],
    ]);
  });

  it("reads Tiptap's extra attributes and unknown nodes without storing them", () => {
    const doc: DocNode = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 3, textAlign: null }, content: [{ type: "text", text: "H" }] },
        { type: "orderedList", attrs: { start: 1, type: null }, content: [] },
        { type: "codeBlock", content: [{ type: "text", text: "dropped" }] },
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "link",
              marks: [{ type: "link", attrs: { href: "/x", target: null, rel: null, class: null, title: null } }],
            },
          ],
        },
      ],
    };
    expect(docToBlocks(doc)).toEqual([
      [
        { type: "heading", text: "H", level: 3 },
        { type: "paragraph", text: '<a href="/x">link</a>' },
      ],
    ]);
  });

  it("stores no sections for an empty document", () => {
    expect(docToBlocks({ type: "doc", content: [{ type: "paragraph" }] })).toEqual([]);
  });
});

describe("inline markup ↔ text with marks", () => {
  it("reads marks, links and breaks", () => {
    expect(markupToInline('A <strong>bold <em>and</em></strong> <a href="/x?a=1&amp;b=2">link</a><br />end')).toEqual([
      { type: "text", text: "A " },
      { type: "text", text: "bold ", marks: [{ type: "bold" }] },
      { type: "text", text: "and", marks: [{ type: "bold" }, { type: "italic" }] },
      { type: "text", text: " " },
      { type: "text", text: "link", marks: [{ type: "link", attrs: { href: "/x?a=1&b=2" } }] },
      { type: "hardBreak" },
      { type: "text", text: "end" },
    ]);
  });

  it.each([
    "plain",
    "<strong>a <em>b</em></strong> c",
    "<em><strong>a</strong> b</em>",
    "<b>old bold</b> and <i>old italic</i>",
    '<a href="https://example.com/?q=&quot;x&quot;" title="say &quot;hi&quot;" target="_blank" rel="noopener noreferrer">l</a>',
    'x &amp; y &lt;z&gt; "quoted" \u00a0',
    "H<sub>2</sub>O, m<sup>2</sup>, <mark>marked</mark>, <small>small</small>, <u>u</u>, <s>s</s>, <code>c</code>",
    "line<br />break<br /><br />twice",
    '<strong><a href="/a">in</a> out</strong>',
  ])("gives the sanitiser's form back unchanged: %s", (markup) => {
    const clean = sanitizeMarkup(markup);
    expect(roundTrip(clean)).toBe(clean);
  });

  it("drops tags outside the allow-list and keeps their text, as the save does", () => {
    expect(roundTrip('Hi <img src=x onerror="alert(1)"><b>world</b><div>!</div>')).toBe("Hi <b>world</b>!");
  });

  it("writes marks of text typed in the editor as the renderer accepts them", () => {
    expect(
      inlineToMarkup([
        { type: "text", text: "a", marks: [{ type: "italic" }, { type: "bold" }] },
        { type: "text", text: "b", marks: [{ type: "bold" }] },
        { type: "text", text: "<c>", marks: [{ type: "code" }] },
      ]),
    ).toBe("<strong><em>a</em>b</strong><code>&lt;c&gt;</code>");
  });
});

it("counts words and minutes of reading", () => {
  const doc = blocksToDoc([
    [{ type: "paragraph", text: "one <em>two</em> three" }],
    [{ type: "heading", text: "네 다섯", level: 1 }],
  ]);
  expect(docWordCount(doc)).toEqual({ words: 5, minutes: 1 });
  expect(docWordCount({ type: "doc", content: [] })).toEqual({ words: 0, minutes: 0 });
});
