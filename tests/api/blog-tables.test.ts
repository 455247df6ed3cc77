/** @jest-environment node */
// Tables and image captions: saved as a draft (sanitised first), refused on publish while the table is
// empty (in the editor's words), then published whole and served by the public API as stored.
import { baseVersion, jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { setupStaffSessions } from "./staff-harness";
import * as list from "@/app/api/blog-posts/route";
import * as one from "@/app/api/blog-posts/[key]/route";
import * as publish from "@/app/api/blog-posts/[key]/publish/route";

jest.setTimeout(60_000);
const prisma = setupTestDatabase({ seed: true });
const session = setupStaffSessions({ editor: ["Test editor", "editor"] });

const id = "feasibility-figures";
const dataList = { title: "사업성 수치", category: "tutorial", summary: "표가 있는 글" };
const image = {
  type: "image",
  url: "/api/blog-images/0123456789abcdef0123456789abcdef-1280.webp",
  alt: "단지 배치도",
  caption: '출처: <a href="https://example.com" onclick="x()">국토부</a>',
};
const table = (rows: string[][]) => ({ type: "table", caption: "표 1. <b>사업비</b>", header: true, rows });
const FIGURES = [
  ["구분", "금액(억 원)"],
  ["토지비", "<strong>120</strong><script>alert(1)</script>"],
  ["공사비", "<em>340</em>"],
];
const STORED_FIGURES = [
  ["구분", "금액(억 원)"],
  ["토지비", "<strong>120</strong>"],
  ["공사비", "<em>340</em>"],
];

describe("a post with a table and a captioned image", () => {
  it("saves as a draft with an empty table, and Publish names the empty table", async () => {
    const created = await list.POST(
      jsonRequest(
        "POST",
        "/api/blog-posts",
        {
          id,
          data_list: dataList,
          data_content: {
            sections: [
              [
                image,
                table([
                  ["", ""],
                  ["", ""],
                ]),
              ],
            ],
          },
        },
        session.editor,
      ),
    );
    expect(created.status).toBe(201);
    const response = await publish.POST(
      jsonRequest("POST", `/api/blog-posts/${id}/publish`, undefined, session.editor),
      params({ key: id }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      "data_content.sections.0.1.rows": ["섹션 1, 블록 2: 표의 칸을 하나 이상 채우세요"],
    });
    expect((await prisma.blogPost.findUniqueOrThrow({ where: { id } })).liveList).toBeNull();
  });

  it("publishes filled in, its markup sanitised, and the public API serves it as stored", async () => {
    const body = {
      data_list: dataList,
      data_content: { sections: [[image, table(FIGURES)]] },
      base_updated_at: await baseVersion(id, session.editor),
    };
    const response = await publish.POST(
      jsonRequest("POST", `/api/blog-posts/${id}/publish`, body, session.editor),
      params({ key: id }),
    );
    expect(response.status).toBe(200);
    const stored = await prisma.blogPost.findUniqueOrThrow({ where: { id } });
    const expected = {
      sections: [
        [
          { ...image, caption: '출처: <a href="https://example.com">국토부</a>' },
          { type: "table", caption: "표 1. <b>사업비</b>", header: true, rows: STORED_FIGURES },
        ],
      ],
    };
    expect(stored.liveContent).toEqual(expected);
    expect(stored.draftContent).toEqual(expected);
    const served = await one.GET(jsonRequest("GET", `/api/blog-posts/${id}`), params({ key: id }));
    expect(served.status).toBe(200);
    const post = ((await served.json()) as { data: { sections: unknown } }).data;
    expect(post.sections).toEqual(expected.sections);
  });

  it("refuses a table of rows of different widths and a caption that is too long, in English when asked", async () => {
    const request = jsonRequest(
      "PUT",
      `/api/blog-posts/${id}`,
      {
        data_list: dataList,
        data_content: {
          sections: [
            [
              { ...image, caption: "x".repeat(301) },
              { type: "table", header: false, rows: [["a", "b"], ["c"]] },
            ],
          ],
        },
        base_updated_at: await baseVersion(id, session.editor),
      },
      session.editor,
    );
    request.headers.set("x-locale", "en");
    const response = await one.PUT(request, params({ key: id }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      "data_content.sections.0.0.caption": ["Section 1, block 1: at most 300 characters"],
      "data_content.sections.0.1.rows.1": [
        "Section 1, block 2: every row of the table needs the same number of cells (at least one)",
      ],
    });
  });
});
