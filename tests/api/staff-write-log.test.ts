/** @jest-environment node */
// Issue 46, point 7: every staff write (posts, news, blog images) leaves its access-log row, and a
// staff route's 403 to a signed-in account is logged as a refusal; calls without a session are not.
import sharp from "sharp";
import { baseVersion, jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { setupStaffSessions, staffEmail } from "./staff-harness";
import * as list from "@/app/api/blog-posts/route";
import * as one from "@/app/api/blog-posts/[key]/route";
import * as publish from "@/app/api/blog-posts/[key]/publish/route";
import * as unpublish from "@/app/api/blog-posts/[key]/unpublish/route";
import * as toggle from "@/app/api/blog-posts/[key]/toggle-published/route";
import * as schedule from "@/app/api/blog-posts/[key]/schedule/route";
import * as images from "@/app/api/blog-images/route";
import * as news from "@/app/api/news/route";
import * as newsOne from "@/app/api/news/[id]/route";
import { expectEnvelopedRefusal } from "@/tests/support/refusal";

jest.setTimeout(60_000);
const prisma = setupTestDatabase();
const staff = setupStaffSessions({ editor: ["Writer", "editor"], marketer: ["Seller", "marketing"] });

const dataList = { title: "Logged post", category: "Tutorial", summary: "" };
const dataContent = { sections: [[{ type: "paragraph", text: "Hello" }]] };
const key = params({ key: "logged-post" });
/** A new post `id` as the editor's first save sends it, with the session `cookie`. */
const createPost = (id: string, cookie: string) =>
  list.POST(jsonRequest("POST", "/api/blog-posts", { id, data_list: dataList, data_content: dataContent }, cookie));
const rowsSince = async (id: number) =>
  (await prisma.accessLogEntry.findMany({ where: { id: { gt: id } }, orderBy: { id: "asc" } })).map((row) => ({
    email: row.email,
    action: row.action,
    target: row.target,
    detail: row.detail,
  }));
const lastId = async () => (await prisma.accessLogEntry.findFirst({ orderBy: { id: "desc" } }))?.id ?? 0;

describe("an editor's writes", () => {
  it("are in the access log, one row per write, with the post, image or news item", async () => {
    const before = await lastId();
    const created = await createPost("logged-post", staff.editor);
    expect(created.status).toBe(201);
    const draft = async () => ({
      data_list: dataList,
      data_content: dataContent,
      base_updated_at: await baseVersion("logged-post", staff.editor),
    });
    expect(
      (await one.PUT(jsonRequest("PUT", "/api/blog-posts/logged-post", await draft(), staff.editor), key)).status,
    ).toBe(200);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    for (const [label, call] of [
      [
        "publish",
        async () =>
          publish.POST(jsonRequest("POST", "/api/blog-posts/logged-post/publish", undefined, staff.editor), key),
      ],
      ["unpublish", async () => unpublish.POST(jsonRequest("POST", "/x", undefined, staff.editor), key)],
      ["toggle", async () => toggle.POST(jsonRequest("POST", "/x", undefined, staff.editor), key)],
      ["schedule", async () => schedule.POST(jsonRequest("POST", "/x", { ...(await draft()), at }, staff.editor), key)],
      ["cancel", async () => schedule.DELETE(jsonRequest("DELETE", "/x", undefined, staff.editor), key)],
    ] as const) {
      const response = await call();
      expect([label, response.status]).toEqual([label, 200]);
    }
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "cover.png");
    const uploaded = await images.POST(
      new Request("http://localhost:3000/api/blog-images", {
        method: "POST",
        body: form,
        headers: { cookie: staff.editor, "x-forwarded-for": "10.1.2.3" },
      }),
    );
    expect(uploaded.status).toBe(201);
    const imageId = ((await uploaded.json()) as { data: { id: string } }).data.id;
    const item = { source: "Press", title: "In the news", url: "https://news.example/a" };
    const added = await news.POST(jsonRequest("POST", "/api/news", item, staff.editor));
    expect(added.status).toBe(201);
    const newsId = String(((await added.json()) as { data: { id: number } }).data.id);
    const newsKey = params({ id: newsId });
    expect(
      (
        await newsOne.PUT(
          jsonRequest("PUT", `/api/news/${newsId}`, { ...item, title: "Changed" }, staff.editor),
          newsKey,
        )
      ).status,
    ).toBe(200);
    expect(
      (await newsOne.DELETE(jsonRequest("DELETE", `/api/news/${newsId}`, undefined, staff.editor), newsKey)).status,
    ).toBe(200);

    const email = staffEmail("Writer");
    expect(await rowsSince(before)).toEqual(
      [
        ["blog.create", "blog/logged-post"],
        ["blog.save", "blog/logged-post"],
        ["blog.publish", "blog/logged-post"],
        ["blog.unpublish", "blog/logged-post"],
        ["blog.publish", "blog/logged-post"],
        ["blog.schedule", "blog/logged-post"],
        ["blog.schedule-cancel", "blog/logged-post"],
        ["blog-image.upload", `blog-image/${imageId}`],
        ["news.create", `news/${newsId}`],
        ["news.update", `news/${newsId}`],
        ["news.delete", `news/${newsId}`],
      ].map(([action, target]) => ({ email, action, target, detail: null })),
    );
  });

  it("leaves no write row for a write that was refused (409, 400)", async () => {
    const before = await lastId();
    const again = await createPost("logged-post", staff.editor);
    expect(again.status).toBe(409);
    const bad = await news.POST(jsonRequest("POST", "/api/news", { title: "" }, staff.editor));
    expect(bad.status).toBe(400);
    expect(await rowsSince(before)).toEqual([]);
  });
});

describe("refusals of staff routes", () => {
  it("log a 403 to a signed-in account (role, cross-site), with the route and the reason", async () => {
    const before = await lastId();
    const noRole = await createPost("not-mine", staff.marketer);
    await expectEnvelopedRefusal(noRole, 403, "This needs the editor role.");
    const crossSite = jsonRequest("PUT", "/api/blog-posts/logged-post", { data_list: dataList }, staff.editor);
    crossSite.headers.set("origin", "https://evil.example");
    const refused = await one.PUT(crossSite, key);
    expect(refused.status).toBe(403);
    expect(await rowsSince(before)).toEqual([
      {
        email: staffEmail("Seller"),
        action: "staff.refused",
        target: "POST /api/blog-posts",
        detail: { status: 403, reason: "role", needs: "editor" },
      },
      {
        email: staffEmail("Writer"),
        action: "staff.refused",
        target: "PUT /api/blog-posts/logged-post",
        detail: { status: 403, reason: "cross-site" },
      },
    ]);
    expect(await prisma.blogPost.findUnique({ where: { id: "not-mine" } })).toBeNull();
  });

  it("log nothing for a caller without a session (401, or a cross-site call)", async () => {
    const before = await lastId();
    expect((await news.POST(jsonRequest("POST", "/api/news", { title: "x" }))).status).toBe(401);
    const crossSite = jsonRequest("POST", "/api/news", { title: "x" });
    crossSite.headers.set("origin", "https://evil.example");
    expect((await news.POST(crossSite)).status).toBe(403);
    expect(await rowsSince(before)).toEqual([]);
  });
});
