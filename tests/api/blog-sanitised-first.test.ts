/** @jest-environment node */
// Issue 46, point 4: content is sanitised BEFORE it is validated, so a paragraph of nothing but
// disallowed markup is refused (400 naming the block) instead of being stored empty; posts stored
// broken before this are reported once at start, marked in the editor's list, and never logged per request.
import { jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { setupStaffSessions } from "./staff-harness";
import * as list from "@/app/api/blog-posts/route";
import * as one from "@/app/api/blog-posts/[key]/route";
import * as publish from "@/app/api/blog-posts/[key]/publish/route";
import * as feed from "@/app/api/blog/route";
import { expectEnvelopedRefusal } from "@/tests/support/refusal";

jest.setTimeout(60_000);
const prisma = setupTestDatabase({ seed: true });
const session = setupStaffSessions({ editor: ["Test editor", "editor"] });

const dataList = { title: "Sanitised first", category: "Tutorial", summary: "" };
const onlyMarkup = "<img src=x onerror=alert(1)>";
const EMPTIED_EN =
  "nothing is left of this text once markup that is not allowed (such as an image or a script) is removed: write the text, or remove the block";
const inLocale = (request: Request, locale: string) => {
  request.headers.set("x-locale", locale);
  return request;
};

describe("a paragraph that sanitises to nothing", () => {
  it("is refused on create with a 400 naming the block, and nothing is stored", async () => {
    const body = {
      id: "only-markup",
      data_list: dataList,
      data_content: {
        sections: [
          [
            { type: "paragraph", text: "Fine <b>text</b>" },
            { type: "paragraph", text: onlyMarkup },
          ],
        ],
      },
    };
    const response = await list.POST(inLocale(jsonRequest("POST", "/api/blog-posts", body, session.editor), "en"));
    await expectEnvelopedRefusal(response, 400, `Section 1, block 2: ${EMPTIED_EN}`, {
      "data_content.sections.0.1.text": [`Section 1, block 2: ${EMPTIED_EN}`],
    });
    expect(await prisma.blogPost.findUnique({ where: { id: "only-markup" } })).toBeNull();
  });

  it("is refused in a list item (in Korean by default), naming the item", async () => {
    const body = {
      id: "only-markup-list",
      data_list: dataList,
      data_content: { sections: [[{ type: "list", ordered: false, text: ["ok", "<script>alert(1)</script>"] }]] },
    };
    const response = await list.POST(jsonRequest("POST", "/api/blog-posts", body, session.editor));
    expect(response.status).toBe(400);
    const json = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(json.message).toBe(
      "섹션 1, 블록 1, 항목 2: 허용되지 않는 마크업(이미지, 스크립트 등)을 지우고 나면 남는 내용이 없습니다. 내용을 입력하거나 블록을 지우세요",
    );
    expect(Object.keys(json.fieldErrors)).toEqual(["data_content.sections.0.0.text.1"]);
  });

  it("is refused on save and on publish-with-draft, and the stored draft stays as it was", async () => {
    const id = "ai-feasibility-in-minutes";
    const before = await prisma.blogPost.findUniqueOrThrow({ where: { id } });
    const body = {
      data_list: before.draftList,
      data_content: { sections: [[{ type: "prolog", text: onlyMarkup }]] },
      base_updated_at: before.updatedAt.toISOString(),
    };
    const saved = await one.PUT(
      inLocale(jsonRequest("PUT", `/api/blog-posts/${id}`, body, session.editor), "en"),
      params({ key: id }),
    );
    expect(saved.status).toBe(400);
    expect(((await saved.json()) as { message: string }).message).toBe(`Section 1, block 1: ${EMPTIED_EN}`);
    const published = await publish.POST(
      inLocale(jsonRequest("POST", `/api/blog-posts/${id}/publish`, body, session.editor), "en"),
      params({ key: id }),
    );
    expect(published.status).toBe(400);
    const after = await prisma.blogPost.findUniqueOrThrow({ where: { id } });
    expect(after.draftContent).toEqual(before.draftContent);
    expect(after.liveContent).toEqual(before.liveContent);
  });

  it("is still accepted when text is left once cleaned, stored clean", async () => {
    const body = {
      id: "markup-and-text",
      data_list: dataList,
      data_content: { sections: [[{ type: "paragraph", text: `${onlyMarkup}kept` }]] },
    };
    const response = await list.POST(jsonRequest("POST", "/api/blog-posts", body, session.editor));
    expect(response.status).toBe(201);
    const row = await prisma.blogPost.findUniqueOrThrow({ where: { id: "markup-and-text" } });
    expect(row.draftContent).toEqual({ sections: [[{ type: "paragraph", text: "kept" }]] });
  });
});

describe("a post stored broken before these checks", () => {
  const id = "stored-broken";
  const brokenContent = { sections: [[{ type: "paragraph", text: "" }]] };
  beforeAll(async () => {
    // What the old save stored for `<img src=x onerror=alert(1)>`: the text emptied after validation.
    await prisma.blogPost.create({
      data: {
        id,
        idLower: id,
        draftList: dataList,
        draftContent: brokenContent,
        liveList: dataList,
        liveContent: brokenContent,
        publishedAt: new Date(),
      },
    });
  });

  it("logs nothing per request: the public list, the feed and the post (404) stay quiet", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      for (let i = 0; i < 5; i += 1) {
        const listed = await list.GET(jsonRequest("GET", "/api/blog-posts"));
        expect(listed.status).toBe(200);
        const ids = ((await listed.json()) as { data: { id: string }[] }).data.map((post) => post.id);
        expect(ids).not.toContain(id);
        expect((await feed.GET(jsonRequest("GET", "/api/blog"))).status).toBe(200);
        const page = await one.GET(jsonRequest("GET", `/api/blog-posts/${id}`), params({ key: id }));
        expect(page.status).toBe(404);
      }
      const { listLivePosts, getLivePost } = await import("@/lib/blog/live-posts");
      expect((await listLivePosts()).map((post) => post.id)).not.toContain(id);
      expect(await getLivePost(id)).toBeNull();
      expect(error).toHaveBeenCalledTimes(0);
      expect(warn).toHaveBeenCalledTimes(0);
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
  });

  it("is reported once at start, one line with its id and the reason", async () => {
    const { reportBrokenPosts } = await import("@/lib/blog/broken-posts");
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await reportBrokenPosts(prisma)).toBe(1);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error.mock.calls[0]).toEqual([
        `[blog] post "${id}" does not match the post format (fix it in the editor): ` +
          "live Section 1, block 1: enter the paragraph text",
      ]);
    } finally {
      error.mockRestore();
    }
  });

  it("is marked broken in the editor's list with the reason, and opens with its stored draft", async () => {
    const response = await list.GET(jsonRequest("GET", "/api/blog-posts", undefined, session.editor));
    const posts = ((await response.json()) as { data: { id: string; broken: unknown[]; data_content: unknown }[] })
      .data;
    const post = posts.find((candidate) => candidate.id === id);
    const issue = { path: ["data_content", "sections", 0, 0, "text"], message: "paragraphText", code: "custom" };
    // An empty paragraph is a draft's right (issue 49), not a live post's.
    expect(post?.broken).toEqual([{ version: "live", ...issue }]);
    expect(post?.data_content).toEqual(brokenContent);
    expect(posts.filter((candidate) => candidate.broken.length > 0).map((candidate) => candidate.id)).toEqual([id]);
  });

  it("is sound again once an editor saves and publishes a fixed draft", async () => {
    const row = await prisma.blogPost.findUniqueOrThrow({ where: { id } });
    const body = {
      data_list: dataList,
      data_content: { sections: [[{ type: "paragraph", text: "Fixed" }]] },
      base_updated_at: row.updatedAt.toISOString(),
    };
    const published = await publish.POST(
      jsonRequest("POST", `/api/blog-posts/${id}/publish`, body, session.editor),
      params({ key: id }),
    );
    expect(published.status).toBe(200);
    expect(((await published.json()) as { data: { broken: unknown[] } }).data.broken).toEqual([]);
    const page = await one.GET(jsonRequest("GET", `/api/blog-posts/${id}`), params({ key: id }));
    expect(page.status).toBe(200);
  });
});
