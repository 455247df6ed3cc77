/** @jest-environment node */
// Issue 49, point 2: a draft needs nothing but an id (the editor saves it from the first keystroke);
// Publish and Schedule check what a live post needs and name each missing piece, writing nothing.
import { baseVersion, jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { setupStaffSessions } from "./staff-harness";
import * as list from "@/app/api/blog-posts/route";
import * as one from "@/app/api/blog-posts/[key]/route";
import * as publish from "@/app/api/blog-posts/[key]/publish/route";
import * as schedule from "@/app/api/blog-posts/[key]/schedule/route";
import * as toggle from "@/app/api/blog-posts/[key]/toggle-published/route";
import { runDueJobs } from "@/lib/blog/jobs/run";

jest.setTimeout(60_000);
const prisma = setupTestDatabase({ seed: true });
const session = setupStaffSessions({ editor: ["Test editor", "editor"] });

const create = (body: unknown) => list.POST(jsonRequest("POST", "/api/blog-posts", body, session.editor));
const row = (id: string) => prisma.blogPost.findUniqueOrThrow({ where: { id } });
/** A half-written draft: no title, no category, an empty heading and an image without its alt text. */
const halfWritten: { data_list: object; data_content: { sections: Record<string, unknown>[][] } } = {
  data_list: { title: "", category: "", summary: "" },
  data_content: {
    sections: [
      [{ type: "paragraph", text: "첫 문장만 썼습니다." }],
      [
        { type: "heading", level: 1, text: "" },
        { type: "image", url: "/api/blog-images/0123456789abcdef0123456789abcdef-1280.webp", alt: "" },
        { type: "list", ordered: true, text: ["부지", " "] },
      ],
    ],
  },
};
/** What a publish of the half-written draft answers: each missing piece, in the editor's words. */
const MISSING = {
  "data_list.title": ["제목: 제목을 입력하세요"],
  "data_list.category": ["분류: 분류를 고르세요"],
  "data_content.sections.1.0.text": ["섹션 2, 블록 1: 제목 내용을 입력하세요"],
  "data_content.sections.1.1.alt": ["섹션 2, 블록 2: 이미지 대체 텍스트를 입력하세요"],
  "data_content.sections.1.2.text.1": ["섹션 2, 블록 3, 항목 2: 항목 내용을 입력하거나 항목을 지우세요"],
};

describe("a draft", () => {
  it("is created with nothing but its id, the title empty", async () => {
    const response = await create({ id: "only-an-id" });
    expect(response.status).toBe(201);
    const stored = await row("only-an-id");
    expect(stored.draftList).toEqual({ title: "", category: "", summary: "", lang: "ko" });
    expect(stored.draftContent).toEqual({ sections: [] });
    expect(stored.liveList).toBeNull();
  });

  it("saves half-written (no title, no category, empty blocks) on create and on save", async () => {
    expect((await create({ id: "half-written", ...halfWritten })).status).toBe(201);
    const [first = [], second = []] = halfWritten.data_content.sections;
    const body = {
      data_list: halfWritten.data_list,
      data_content: { sections: [[...first, { type: "paragraph", text: "둘째 문장." }], second] },
      base_updated_at: await baseVersion("half-written", session.editor),
    };
    const saved = await one.PUT(
      jsonRequest("PUT", "/api/blog-posts/half-written", body, session.editor),
      params({ key: "half-written" }),
    );
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: { title: string; state: string } }).data).toMatchObject({
      title: "",
      state: "draft",
    });
    expect((await row("half-written")).draftContent).toEqual(body.data_content);
  });

  it("still refuses what is not the format (a level 4 heading, a script address)", async () => {
    const response = await create({
      id: "not-the-format",
      data_content: {
        sections: [
          [
            { type: "heading", level: 4, text: "" },
            { type: "image", url: "javascript:alert(1)", alt: "" },
          ],
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors)).toEqual([
      "data_content.sections.0.0.level",
      "data_content.sections.0.1.url",
    ]);
  });
});

describe("going live", () => {
  it("Publish names each missing piece (400) and nothing is written, the draft sent included", async () => {
    const before = await row("half-written");
    const sent = { ...halfWritten, base_updated_at: before.updatedAt.toISOString() };
    const response = await publish.POST(
      jsonRequest("POST", "/api/blog-posts/half-written/publish", sent, session.editor),
      params({ key: "half-written" }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: object }).fieldErrors).toEqual(MISSING);
    const after = await row("half-written");
    expect(after.liveList).toBeNull();
    expect(after.draftContent).toEqual(before.draftContent);
  });

  it("Schedule and the Published toggle check the same", async () => {
    const at = new Date(Date.now() + 60_000).toISOString();
    const scheduled = await schedule.POST(
      jsonRequest("POST", "/api/blog-posts/half-written/schedule", { at }, session.editor),
      params({ key: "half-written" }),
    );
    expect(scheduled.status).toBe(400);
    expect(((await scheduled.json()) as { fieldErrors: object }).fieldErrors).toEqual(MISSING);
    expect(await prisma.blogJob.count({ where: { postId: "half-written" } })).toBe(0);
    const toggled = await toggle.POST(
      jsonRequest("POST", "/api/blog-posts/half-written/toggle-published", undefined, session.editor),
      params({ key: "half-written" }),
    );
    expect(toggled.status).toBe(400);
    expect((await row("half-written")).liveList).toBeNull();
  });

  it("a whole post publishes", async () => {
    const whole = {
      data_list: { title: "다 쓴 글", category: "tutorial", summary: "" },
      data_content: { sections: [[{ type: "paragraph", text: "본문입니다." }]] },
      base_updated_at: await baseVersion("half-written", session.editor),
    };
    const response = await publish.POST(
      jsonRequest("POST", "/api/blog-posts/half-written/publish", whole, session.editor),
      params({ key: "half-written" }),
    );
    expect(response.status).toBe(200);
    expect((await row("half-written")).liveList).toMatchObject({ title: "다 쓴 글" });
  });

  it("a scheduled draft that lost its title before its time does not go live", async () => {
    const whole = {
      id: "lost-title",
      data_list: { title: "예약 글", category: "tutorial", summary: "" },
      data_content: { sections: [] },
    };
    expect((await create(whole)).status).toBe(201);
    const at = new Date(Date.now() + 60_000);
    const scheduled = await schedule.POST(
      jsonRequest("POST", "/api/blog-posts/lost-title/schedule", { at: at.toISOString() }, session.editor),
      params({ key: "lost-title" }),
    );
    expect(scheduled.status).toBe(200);
    const body = { ...whole, data_list: { ...whole.data_list, title: "" } };
    const saved = await one.PUT(
      jsonRequest(
        "PUT",
        "/api/blog-posts/lost-title",
        { ...body, base_updated_at: await baseVersion("lost-title", session.editor) },
        session.editor,
      ),
      params({ key: "lost-title" }),
    );
    expect(saved.status).toBe(200);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await runDueJobs(prisma, { now: new Date(at.getTime() + 1000) })).toEqual([]);
    errors.mockRestore();
    expect((await row("lost-title")).liveList).toBeNull();
    expect(await prisma.blogJob.findFirstOrThrow({ where: { postId: "lost-title" } })).toMatchObject({
      status: "pending",
      lastError: expect.stringContaining("data_list.title") as unknown,
    });
  });
});
