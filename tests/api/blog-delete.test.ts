/** @jest-environment node */
// Deleting a post: only one nobody sees (a draft, or one unpublished); a live or scheduled post is a
// 409 in the editor's words until it is unpublished or unscheduled. An editor's delete is logged; a
// marketer's is refused. What pointed at the post (a partner's language link, its jobs and old
// addresses) goes with it; the images it used stay (they are a shared library).
import { baseVersion, jsonRequest, oneParagraph, params, setupTestDatabase, smallPosts } from "./blog-harness";
import { setupStaffSessions, staffEmail } from "./staff-harness";
import * as one from "@/app/api/blog-posts/[key]/route";
import * as publish from "@/app/api/blog-posts/[key]/publish/route";
import * as unpublish from "@/app/api/blog-posts/[key]/unpublish/route";
import * as schedule from "@/app/api/blog-posts/[key]/schedule/route";
import { expectEnvelopedRefusal } from "@/tests/support/refusal";

jest.setTimeout(60_000);
const prisma = setupTestDatabase();
const staff = setupStaffSessions({ editor: ["Deleter", "editor"], marketer: ["Seller", "marketing"] });

const { card, create } = smallPosts({ ko: "지울 글", en: "A post to delete" }, () => staff.editor);
async function post(route: typeof publish | typeof unpublish, id: string) {
  const response = await route.POST(jsonRequest("POST", "/x", undefined, staff.editor), params({ key: id }));
  expect(response.status).toBe(200);
}
const remove = (id: string, cookie = staff.editor, headers: Record<string, string> = {}) => {
  const request = jsonRequest("DELETE", `/api/blog-posts/${id}`, undefined, cookie);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return one.DELETE(request, params({ key: id }));
};
const exists = async (id: string) => (await prisma.blogPost.count({ where: { id } })) === 1;

describe("DELETE /api/blog-posts/{id}", () => {
  it("deletes a draft: 204 with no body, then 404 to the editor and to a second delete, and logs it", async () => {
    await create("draft-to-delete");
    const before = (await prisma.accessLogEntry.findFirst({ orderBy: { id: "desc" } }))?.id ?? 0;
    const response = await remove("draft-to-delete");
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await exists("draft-to-delete")).toBe(false);
    const read = await one.GET(
      jsonRequest("GET", "/api/blog-posts/draft-to-delete", undefined, staff.editor),
      params({ key: "draft-to-delete" }),
    );
    expect(read.status).toBe(404);
    await expectEnvelopedRefusal(await remove("draft-to-delete"), 404, "Blog post not found.");
    const rows = await prisma.accessLogEntry.findMany({ where: { id: { gt: before } }, orderBy: { id: "asc" } });
    expect(rows.map(({ email, action, target }) => ({ email, action, target }))).toEqual([
      { email: staffEmail("Deleter"), action: "blog.delete", target: "blog/draft-to-delete" },
    ]);
  });

  it("answers 404 for an unknown post", async () => {
    await expectEnvelopedRefusal(await remove("no-such-post"), 404, "Blog post not found.");
  });

  it("refuses a live post with 409 in the editor's words (Korean, or the caller's English) until it is unpublished", async () => {
    await create("live-to-delete");
    await post(publish, "live-to-delete");
    await expectEnvelopedRefusal(
      await remove("live-to-delete"),
      409,
      "게시 중인 글은 삭제할 수 없습니다. 먼저 게시를 취소하세요.",
    );
    await expectEnvelopedRefusal(
      await remove("live-to-delete", staff.editor, { "x-locale": "en" }),
      409,
      "A live post cannot be deleted. Unpublish it first.",
    );
    expect(await exists("live-to-delete")).toBe(true);
    await post(unpublish, "live-to-delete");
    expect((await remove("live-to-delete")).status).toBe(204);
    expect(await exists("live-to-delete")).toBe(false);
  });

  it("refuses a scheduled post with 409 until its schedule is withdrawn; its jobs go with it", async () => {
    await create("scheduled-to-delete");
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const body = { at, base_updated_at: await baseVersion("scheduled-to-delete", staff.editor) };
    const key = params({ key: "scheduled-to-delete" });
    expect((await schedule.POST(jsonRequest("POST", "/x", body, staff.editor), key)).status).toBe(200);
    await expectEnvelopedRefusal(
      await remove("scheduled-to-delete"),
      409,
      "게시 예약된 글은 삭제할 수 없습니다. 먼저 예약을 취소하세요.",
    );
    expect(await prisma.blogJob.count({ where: { postId: "scheduled-to-delete", status: "pending" } })).toBe(1);
    expect((await schedule.DELETE(jsonRequest("DELETE", "/x", undefined, staff.editor), key)).status).toBe(200);
    expect((await remove("scheduled-to-delete")).status).toBe(204);
    expect(await prisma.blogJob.count({ where: { postId: "scheduled-to-delete" } })).toBe(0);
  });

  it("is refused to a marketer (403), the post kept", async () => {
    await create("kept-from-marketer");
    await expectEnvelopedRefusal(
      await remove("kept-from-marketer", staff.marketer),
      403,
      "This needs the editor role.",
    );
    expect(await exists("kept-from-marketer")).toBe(true);
  });

  it("clears a partner's language link to it (by id or an old address), the partner's version kept", async () => {
    // pair-del-ko was published at an old address, moved, then unpublished: one partner names each address.
    await create("pair-del-old");
    await post(publish, "pair-del-old");
    const moved = await one.PUT(
      jsonRequest(
        "PUT",
        "/x",
        {
          id: "pair-del-ko",
          data_list: card("ko"),
          data_content: oneParagraph(),
          base_updated_at: await baseVersion("pair-del-old", staff.editor),
        },
        staff.editor,
      ),
      params({ key: "pair-del-old" }),
    );
    expect(moved.status).toBe(200);
    await post(unpublish, "pair-del-ko");
    expect(await prisma.blogSlug.count({ where: { postId: "pair-del-ko" } })).toBe(1);
    await create("pair-del-en", "en", "pair-del-ko");
    await post(publish, "pair-del-en");
    await create("pair-del-en-old", "en", "PAIR-DEL-OLD");
    await create("pair-del-other", "en", "kept-from-marketer");
    const versions = await prisma.blogPost.findMany({
      where: { id: { in: ["pair-del-en", "pair-del-en-old"] } },
      select: { id: true, updatedAt: true },
    });

    expect((await remove("pair-del-ko")).status).toBe(204);
    const rows = await prisma.blogPost.findMany({
      where: { id: { in: ["pair-del-en", "pair-del-en-old", "pair-del-other"] } },
      orderBy: { id: "asc" },
    });
    const links = rows.map((row) => [
      row.id,
      (row.draftList as { translation?: string }).translation,
      (row.liveList as { translation?: string } | null)?.translation,
    ]);
    expect(links).toEqual([
      ["pair-del-en", undefined, undefined],
      ["pair-del-en-old", undefined, undefined],
      ["pair-del-other", "kept-from-marketer", undefined],
    ]);
    // Still live and unchanged for its editor: the same version, state "live" (draft and live alike).
    for (const { id, updatedAt } of versions)
      expect(rows.find((row) => row.id === id)?.updatedAt.toISOString()).toBe(updatedAt.toISOString());
    const partner = await one.GET(
      jsonRequest("GET", "/api/blog-posts/pair-del-en", undefined, staff.editor),
      params({ key: "pair-del-en" }),
    );
    expect(((await partner.json()) as { data: { state: string } }).data.state).toBe("live");
    expect(await prisma.blogSlug.count({ where: { postId: "pair-del-ko" } })).toBe(0);
  });

  it("leaves the images it used: they are the editor's shared library", async () => {
    await prisma.blogImage.create({
      data: {
        id: "img-of-deleted",
        originalName: "a.png",
        mimeType: "image/png",
        width: 640,
        height: 480,
        bytes: 1,
        widths: [320, 640],
      },
    });
    const body = { sections: [[{ type: "image", url: "/api/blog-images/img-of-deleted-640.webp", alt: "그림" }]] };
    await create("image-post-to-delete", "ko", undefined, body);
    expect((await remove("image-post-to-delete")).status).toBe(204);
    expect(await prisma.blogImage.count({ where: { id: "img-of-deleted" } })).toBe(1);
  });
});
