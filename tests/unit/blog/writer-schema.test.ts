/** @jest-environment jsdom */
import { Editor } from "@tiptap/core";
import { addRowAfter, deleteRow, isInTable } from "@tiptap/pm/tables";
import { idleHandlers, writerExtensions } from "@/components/editor/writer/extensions";
import { runTableCommand } from "@/components/editor/writer/table-tools";
import { blocksToDoc, docToBlocks, type DocNode } from "@/lib/blog/editor-doc";
import { blogContentSchema } from "@/lib/blog/schemas";
import { seedPosts } from "@/lib/blog/seed-posts";

const editorWith = (doc: DocNode) =>
  new Editor({
    element: document.createElement("div"),
    extensions: writerExtensions(idleHandlers(), ""),
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

  it("holds tables and captioned images, and edits a table by keyboard", () => {
    const sections = [
      [
        {
          type: "table",
          caption: "출처: <em>자체</em>",
          header: true,
          rows: [
            ["구분", "금액"],
            ["대지", "<strong>12억</strong>"],
          ],
        },
        { type: "table", header: false, rows: [["a"]] },
        { type: "image", url: "blog-images/abc-1920.webp", alt: "Roof", caption: "<em>사진</em> 설명" },
      ],
    ];
    const editor = editorWith(blocksToDoc(sections));
    expect(JSON.stringify(docToBlocks(editor.getJSON() as DocNode))).toBe(JSON.stringify(sections));
    // Tab selects the next cell's text (typing replaces it, as in a spreadsheet); Tab from the last cell adds a row.
    editor.commands.setTextSelection(3);
    const press = (key: string, shiftKey = false) =>
      editor.view.someProp("handleKeyDown", (f) => f(editor.view, new KeyboardEvent("keydown", { key, shiftKey })));
    press("Tab");
    editor.commands.insertContent("합계");
    press("Tab");
    press("Tab");
    press("Tab");
    editor.commands.insertContent("새 행");
    press("Tab");
    editor.commands.insertContent("1");
    press("Tab", true);
    editor.commands.insertContent("셋째");
    // Enter goes to the cell below, its text selected: from the header's first cell to "대지".
    editor.commands.setTextSelection(3);
    press("Enter");
    editor.commands.insertContent("부지");
    const [table] = docToBlocks(editor.getJSON() as DocNode)[0]!;
    expect(table).toEqual({
      type: "table",
      caption: "출처: <em>자체</em>",
      header: true,
      rows: [
        ["구분", "합계"],
        ["부지", "<strong>12억</strong>"],
        ["셋째", "1"],
      ],
    });
    editor.destroy();
  });

  it("adds a row, goes down into it with Enter and removes it, the caret staying in the table", () => {
    const editor = editorWith(
      blocksToDoc([
        [
          {
            type: "table",
            header: true,
            rows: [
              ["A", "B"],
              ["1", "2"],
            ],
          },
        ],
      ]),
    );
    const press = (key: string) =>
      editor.view.someProp("handleKeyDown", (f) => f(editor.view, new KeyboardEvent("keydown", { key })));
    editor.commands.setTextSelection(editor.state.doc.content.size - 4);
    runTableCommand(editor, addRowAfter);
    press("Enter");
    runTableCommand(editor, deleteRow);
    expect(isInTable(editor.state)).toBe(true);
    editor.commands.insertContent("!");
    expect(docToBlocks(editor.getJSON() as DocNode)).toEqual([
      [
        {
          type: "table",
          header: true,
          rows: [
            ["A", "B"],
            ["1", "2!"],
          ],
        },
      ],
    ]);
    editor.destroy();
  });
});
