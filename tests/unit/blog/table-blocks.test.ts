/** @jest-environment node */
import { cardSource } from "@/lib/blog/card";
import { describeIssue } from "@/lib/blog/issue-text";
import { searchPosts } from "@/lib/blog/search";
import { blocksToDoc, docToBlocks, type DocNode } from "@/lib/blog/editor-doc";
import { pastedTable } from "@/lib/blog/pasted-table";
import { sanitizeDraftBody } from "@/lib/blog/sanitize-content";
import { TABLE_LIMITS } from "@/lib/blog/block-schemas";
import { blogContentSchema, draftContentSchema } from "@/lib/blog/schemas";
import { translatorFrom } from "@/lib/i18n/translator";
import ko from "@/messages/ko";
import en from "@/messages/en";

const table = (rows: string[][], extra: Record<string, unknown> = {}) => ({
  type: "table",
  header: true,
  rows,
  ...extra,
});
const live = (block: unknown) => blogContentSchema.safeParse({ sections: [[block]] });
const draft = (block: unknown) => draftContentSchema.safeParse({ sections: [[block]] });
const messagesOf = (result: ReturnType<typeof live>) =>
  result.success ? [] : result.error.issues.map((i) => i.message);

describe("the table block", () => {
  it("holds a caption, a header row and rows of inline markup", () => {
    const block = table(
      [
        ["항목", "금액"],
        ["<strong>대지비</strong>", '<a href="/x">12억</a>'],
      ],
      { caption: "출처: 자체 분석" },
    );
    const result = live(block);
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.sections[0]![0]).toEqual(block);
  });

  it("needs one filled cell to go live, not to be a draft; a caption is optional", () => {
    const empty = table([
      ["", ""],
      ["", ""],
    ]);
    expect(messagesOf(live(empty))).toEqual(["tableEmpty"]);
    expect(draft(empty).success).toBe(true);
    expect(live(table([["", "x"]])).success).toBe(true);
  });

  it("refuses rows of different widths, no rows, a missing header flag and cells that are not text", () => {
    expect(messagesOf(live(table([["a", "b"], ["c"]])))).toEqual(["tableShape"]);
    expect(messagesOf(live(table([])))).toEqual(["tableRows"]);
    expect(messagesOf(live(table([[]])))).toContain("tableShape");
    expect(messagesOf(live({ type: "table", rows: [["a"]] }))).toEqual(["tableHeader"]);
    expect(messagesOf(live(table([["a", 3 as unknown as string]])))).toEqual(["tableCell"]);
  });

  it("has limits on rows, columns, cell and caption length", () => {
    const row = (n: number) => Array.from({ length: n }, () => "x");
    expect(messagesOf(live(table(Array.from({ length: TABLE_LIMITS.rows + 1 }, () => row(2)))))).toContain("tooMany");
    expect(messagesOf(live(table([row(TABLE_LIMITS.columns + 1)])))).toContain("tooMany");
    expect(live(table([row(TABLE_LIMITS.columns)])).success).toBe(true);
    expect(messagesOf(live(table([["x".repeat(TABLE_LIMITS.cell + 1)]])))).toEqual(["tooLong"]);
    expect(messagesOf(live(table([["x"]], { caption: "x".repeat(TABLE_LIMITS.caption + 1) })))).toEqual(["tooLong"]);
  });

  it("names its problems in both languages", () => {
    const result = live(table([["", ""]]));
    const issue = result.success ? null : result.error.issues[0]!;
    expect(describeIssue(issue!, translatorFrom("ko", ko, "editor"))).toBe(
      "섹션 1, 블록 1: 표의 칸을 하나 이상 채우세요",
    );
    expect(describeIssue(issue!, translatorFrom("en", en, "editor"))).toBe(
      "Section 1, block 1: fill in at least one cell of the table",
    );
  });

  it("has its cells and caption sanitised before it is validated, and names a cell the cleaning emptied", () => {
    const { body, emptied } = sanitizeDraftBody({
      data_content: {
        sections: [
          [
            table([['<img src=x onerror="alert(1)">', '<b onclick="x()">굵게</b><script>alert(1)</script>']], {
              caption: '<a href="javascript:alert(1)">출처</a>',
            }),
            { type: "image", url: "/a.png", alt: "a", caption: '<em>사진</em><iframe src="//x"></iframe>' },
          ],
        ],
      },
    });
    const [cleanTable, cleanImage] = (body as { data_content: { sections: unknown[][] } }).data_content.sections[0]!;
    expect(cleanTable).toEqual(table([["", "<b>굵게</b>"]], { caption: "<a>출처</a>" }));
    expect(cleanImage).toEqual({ type: "image", url: "/a.png", alt: "a", caption: "<em>사진</em>" });
    expect([...emptied]).toEqual(["data_content.sections.0.0.rows.0.0"]);
  });
});

describe("the image caption", () => {
  it("is optional inline markup with a short limit", () => {
    const image = { type: "image", url: "/a.png", alt: "도면" };
    expect(live(image).success).toBe(true);
    expect(live({ ...image, caption: "출처: <em>국토부</em>" }).success).toBe(true);
    expect(messagesOf(live({ ...image, caption: "x".repeat(301) }))).toEqual(["tooLong"]);
  });
});

describe("tables and captions in the editor's document", () => {
  it("round-trip as stored", () => {
    const sections = [
      [
        table(
          [
            ["<strong>A</strong>", "B"],
            ["1", '<a href="/x">2</a>'],
          ],
          { caption: "출처" },
        ),
        { type: "table", header: false, rows: [["only"]] },
        { type: "image", url: "/a.png", alt: "a", caption: "<em>사진</em> 설명" },
        { type: "image", url: "/b.png", alt: "b" },
      ],
    ];
    expect(docToBlocks(blocksToDoc(sections))).toEqual(sections);
  });

  it("flattens merged cells, keeping the text in the first place they cover", () => {
    const cell = (text: string, attrs: Record<string, number> = {}, type = "tableCell"): DocNode => ({
      type,
      attrs: { colspan: 1, rowspan: 1, ...attrs },
      content: [{ type: "text", text }],
    });
    const doc: DocNode = {
      type: "doc",
      content: [
        {
          type: "table",
          attrs: { caption: "" },
          content: [
            { type: "tableRow", content: [cell("머리", { colspan: 2 }, "tableHeader"), cell("C", {}, "tableHeader")] },
            { type: "tableRow", content: [cell("세로", { rowspan: 2 }), cell("b"), cell("c")] },
            { type: "tableRow", content: [cell("e"), cell("f")] },
          ],
        },
      ],
    };
    expect(docToBlocks(doc)).toEqual([
      [
        table([
          ["머리", "", "C"],
          ["세로", "b", "c"],
          ["", "e", "f"],
        ]),
      ],
    ]);
  });

  it("keeps a table of an odd shape whole", () => {
    const odd = { type: "table", header: true, rows: [["a", "b"], ["c"]] };
    expect(blocksToDoc([[odd]]).content![0]!.type).toBe("rawBlock");
    expect(docToBlocks(blocksToDoc([[odd]]))).toEqual([[odd]]);
  });
});

describe("a pasted table", () => {
  it("reads Excel's HTML: styles dropped, entities read, the first row the header", () => {
    const html = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>td {mso-number-format:General}</style></head>
<body><!--StartFragment--><table border=0 cellpadding=0 cellspacing=0 width=216>
 <col width=72 span=3>
 <tr height=19><td height=19 class=xl65 width=72>항목</td><td class=xl65 width=72>면적(㎡)</td><td width=72>비고</td></tr>
 <tr height=19><td height=19>대지</td><td align=right>1,234</td><td>R&amp;D&nbsp;센터</td></tr>
 <tr height=19><td height=19>연면적</td><td align=right>5,678</td><td></td></tr>
<!--EndFragment--></table></body></html>`;
    expect(pastedTable(html)).toEqual(
      table([
        ["항목", "면적(㎡)", "비고"],
        ["대지", "1,234", "R&amp;D 센터"],
        ["연면적", "5,678", ""],
      ]),
    );
  });

  it("keeps bold and links, turns Word's paragraphs into line breaks, flattens merged cells and reads a caption", () => {
    const html = `<table><caption>표 1. <b>사업비</b></caption>
<tr><th colspan="2">구분</th><th>금액</th></tr>
<tr><td rowspan="2"><p>토지</p><p>비용</p></td><td><b>매입</b></td><td><a href="https://example.com" onclick="x()">10억</a></td></tr>
<tr><td>세금</td><td>1억</td></tr></table>`;
    expect(pastedTable(html)).toEqual(
      table(
        [
          ["구분", "", "금액"],
          ["토지<br />비용", "<strong>매입</strong>", '<a href="https://example.com">10억</a>'],
          ["", "세금", "1억"],
        ],
        { caption: "표 1. <strong>사업비</strong>" },
      ),
    );
  });

  it("is none without a table", () => {
    expect(pastedTable("<p>just <b>text</b></p>")).toBeNull();
  });
});

describe("search", () => {
  it("reads a table's caption and cells and an image's caption, markup removed", () => {
    const content = blogContentSchema.parse({
      sections: [
        [
          { type: "paragraph", text: "앞 문단" },
          table(
            [
              ["구분", "면적"],
              ["대지", "<strong>1,234</strong>"],
            ],
            { caption: "표 1. 부지" },
          ),
          { type: "image", url: "/a.png", alt: "배치도", caption: "출처: <em>국토부</em>" },
        ],
      ],
    });
    const card = cardSource("p", { title: "글", category: "tutorial", summary: "", lang: "ko" }, content);
    expect(card.text).toBe("앞 문단 표 1. 부지 구분 면적 대지 1,234 배치도 출처: 국토부");
    expect(searchPosts([card], "1,234")?.[0]?.snippet?.match).toBe("1,234");
  });
});
