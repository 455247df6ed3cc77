/** @jest-environment jsdom */
import { Editor } from "@tiptap/core";
import { writerExtensions } from "@/components/editor/writer/extensions";
import { blocksToDoc, docToBlocks, type DocNode } from "@/lib/blog/editor-doc";
import { blogContentSchema } from "@/lib/blog/schemas";
import { seedPosts } from "@/lib/blog/seed-posts";

const handlers = {
  openBlockMenu: () => {},
  menuKey: () => false,
  insertFiles: () => {},
  insertYoutube: () => false,
  openLink: () => {},
};
const editorWith = (doc: DocNode) =>
  new Editor({
    element: document.createElement("div"),
    extensions: writerExtensions(handlers, ""),
    content: doc as never,
  });

// The conversion's other half: the editor's own schema (Tiptap) takes the document in and gives it back.
describe("the writing surface's schema", () => {
  it.each(seedPosts.map((post) => [post.id, post] as const))("holds %s without a change", (_id, post) => {
    const { sections } = blogContentSchema.parse(post.content);
    const editor = editorWith(blocksToDoc(sections));
    expect(JSON.stringify(docToBlocks(editor.getJSON() as DocNode))).toBe(JSON.stringify(sections));
    editor.destroy();
  });

  it("holds every block type, marks, old tags and a block of an odd shape", () => {
    const sections = [
      [{ type: "prolog", text: "Intro with <b>old bold</b>, <i>old italic</i> and H<sub>2</sub>O" }],
      [
        { type: "heading", text: "Title", level: 2 },
        {
          type: "paragraph",
          text: 'A <a href="https://example.com" title="t" target="_blank" rel="noopener noreferrer">link</a><br />and <code>code</code>',
        },
        { type: "list", ordered: false, text: ["one", "<em>two</em>"] },
        { type: "image", url: "blog-images/abc-1920.webp", alt: "Roof" },
        { type: "youtube", url: "dQw4w9WgXcQ" },
        { type: "button", text: "Demo" },
        { type: "button", text: "Go", link: "/pricing" },
        { type: "heading", level: 7, text: "odd" },
      ],
    ];
    const editor = editorWith(blocksToDoc(sections));
    expect(JSON.stringify(docToBlocks(editor.getJSON() as DocNode))).toBe(JSON.stringify(sections));
    editor.destroy();
  });

  it("stores what is typed as the renderer's markup", () => {
    const editor = editorWith(blocksToDoc([[{ type: "paragraph", text: "x" }]]));
    editor.commands.setContent(
      "<p>Hello <strong>bold</strong> <em>it</em></p><h2>Sub</h2><ul><li><p>a</p></li></ul><hr><p>next</p>",
    );
    expect(docToBlocks(editor.getJSON() as DocNode)).toEqual([
      [
        { type: "paragraph", text: "Hello <strong>bold</strong> <em>it</em>" },
        { type: "heading", text: "Sub", level: 2 },
        { type: "list", ordered: false, text: ["a"] },
      ],
      [{ type: "paragraph", text: "next" }],
    ]);
    editor.destroy();
  });

  it("types after a link's end as plain text (a Korean particle), and links an address typed with a space", () => {
    const editor = editorWith(blocksToDoc([[{ type: "paragraph", text: '새 제품 <a href="/atlas">아틀라스</a>' }]]));
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    editor.commands.insertContent("를 소개합니다. https://example.com ");
    expect(docToBlocks(editor.getJSON() as DocNode)).toEqual([
      [
        {
          type: "paragraph",
          text: '새 제품 <a href="/atlas">아틀라스</a>를 소개합니다. <a href="https://example.com">https://example.com</a> ',
        },
      ],
    ]);
    editor.destroy();
  });

  it.each([
    ["주소는 https://atlas.test에서 ", '주소는 <a href="https://atlas.test">https://atlas.test</a>에서 '],
    [
      "자료는 https://atlas.test/report를 ",
      '자료는 <a href="https://atlas.test/report">https://atlas.test/report</a>를 ',
    ],
    [
      "위키 https://ko.wikipedia.org/wiki/서울 ",
      '위키 <a href="https://ko.wikipedia.org/wiki/서울">https://ko.wikipedia.org/wiki/서울</a> ',
    ],
  ])("links %j without a particle typed straight after the address", (typed, stored) => {
    const editor = editorWith(blocksToDoc([[{ type: "paragraph", text: "" }]]));
    editor.commands.setTextSelection(1);
    editor.commands.insertContent(typed);
    expect(docToBlocks(editor.getJSON() as DocNode)).toEqual([[{ type: "paragraph", text: stored }]]);
    editor.destroy();
  });
});
