/** @jest-environment node */
import { jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { signInCookie } from "./staff-harness";
import * as one from "@/app/api/blog-posts/[key]/route";
import * as publish from "@/app/api/blog-posts/[key]/publish/route";
import * as schedule from "@/app/api/blog-posts/[key]/schedule/route";
import { blocksToDoc, docToBlocks } from "@/lib/blog/editor-doc";
import { seedPosts } from "@/lib/blog/seed-posts";
import type { LooseBlock } from "@/lib/blog/editor-model";
import { expectEnvelopedRefusal } from "@/tests/support/refusal";

jest.setTimeout(60_000);
let cookie = "";
const prisma = setupTestDatabase({ seed: true });
beforeAll(async () => {
  cookie = await signInCookie();
});

interface View {
  updated_at: string;
  data_list: Record<string, unknown>;
  data_content: { sections: LooseBlock[][] } & Record<string, unknown>;
}
const open = async (id: string): Promise<View> => {
  const response = await one.GET(jsonRequest("GET", `/api/blog-posts/${id}`, undefined, cookie), params({ key: id }));
  return ((await response.json()) as { data: View }).data;
};
const put = (id: string, body: unknown) =>
  one.PUT(jsonRequest("PUT", `/api/blog-posts/${id}`, body, cookie), params({ key: id }));

describe("an unchanged post saved from the writing surface", () => {
  it.each(seedPosts.map((post) => [post.id] as const))("stores %s's data_content byte for byte", async (id) => {
    const before = await prisma.blogPost.findUniqueOrThrow({ where: { id } });
    const view = await open(id);
    // What the editor does: stored sections → its document → stored sections.
    const { sections, ...cover } = view.data_content;
    const data_content = { ...cover, sections: docToBlocks(blocksToDoc(sections)) };
    const response = await put(id, { data_list: view.data_list, data_content, base_updated_at: view.updated_at });
    expect(response.status).toBe(200);
    const after = await prisma.blogPost.findUniqueOrThrow({ where: { id } });
    expect(JSON.stringify(after.draftContent)).toBe(JSON.stringify(before.draftContent));
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
  });
});

describe("two tabs saving one post", () => {
  const id = "ai-feasibility-in-minutes";
  const edited = (view: View, text: string) => ({
    data_list: view.data_list,
    data_content: { ...view.data_content, sections: [[{ type: "paragraph", text }]] },
    base_updated_at: view.updated_at,
  });

  it("refuses the second save with 409 and keeps the first, for save and for publish", async () => {
    const tabA = await open(id);
    const tabB = await open(id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const first = await put(id, edited(tabA, "Written in tab A"));
    expect(first.status).toBe(200);
    const { data: savedA } = (await first.json()) as { data: View };

    const second = await put(id, edited(tabB, "Written in tab B"));
    expect(second.status).toBe(409);
    const body = (await second.json()) as { message: string };
    expect(body.message).toBe(
      "This post was saved elsewhere (another tab or person) after you opened it; your save was refused so nothing is overwritten.",
    );
    const publishB = await publish.POST(
      jsonRequest("POST", `/api/blog-posts/${id}/publish`, edited(tabB, "Published from tab B"), cookie),
      params({ key: id }),
    );
    expect(publishB.status).toBe(409);
    const row = await prisma.blogPost.findUniqueOrThrow({ where: { id } });
    expect(row.draftContent).toMatchObject({ sections: [[{ type: "paragraph", text: "Written in tab A" }]] });
    expect(JSON.stringify(row.liveContent)).not.toContain("tab B");

    // Tab B, having seen tab A's version, may save over it on purpose.
    const again = await put(id, edited(savedA, "Tab B, after reading tab A"));
    expect(again.status).toBe(200);
  });

  it("refuses a save, publish or schedule without its base version with 428, and overwrites nothing", async () => {
    const stale = await open(id);
    const other = await put(id, edited(stale, "Saved by the other tab"));
    expect(other.status).toBe(200);
    const withoutBase: Partial<ReturnType<typeof edited>> = edited(stale, "Stale tab, no version");
    delete withoutBase.base_updated_at;
    const message =
      "Send base_updated_at (the updated_at of the post as you last had it) with the draft, so a save from an old tab cannot overwrite a newer one.";
    const saved = await put(id, withoutBase);
    await expectEnvelopedRefusal(saved, 428, message);
    const published = await publish.POST(
      jsonRequest("POST", `/api/blog-posts/${id}/publish`, withoutBase, cookie),
      params({ key: id }),
    );
    await expectEnvelopedRefusal(published, 428, message);
    const scheduled = await schedule.POST(
      jsonRequest(
        "POST",
        `/api/blog-posts/${id}/schedule`,
        { ...withoutBase, at: new Date(Date.now() + 3_600_000).toISOString() },
        cookie,
      ),
      params({ key: id }),
    );
    await expectEnvelopedRefusal(scheduled, 428, message);
    const row = await prisma.blogPost.findUniqueOrThrow({ where: { id } });
    expect(row.draftContent).toMatchObject({ sections: [[{ type: "paragraph", text: "Saved by the other tab" }]] });
    expect(JSON.stringify(row.liveContent)).not.toContain("Stale tab");
    expect(row.scheduledAt).toBeNull();
  });

  it("responds 400 for a version that is not a date", async () => {
    const view = await open(id);
    const response = await put(id, { ...edited(view, "x"), base_updated_at: "yesterday" });
    expect(response.status).toBe(400);
  });
});

describe("the cover's and the thumbnail's focal points", () => {
  const id = "unit-mix-optimisation-seoul";

  it("are stored with the post and kept byte for byte by an unchanged save", async () => {
    const view = await open(id);
    const response = await put(id, {
      data_list: { ...view.data_list, thumbnailFocus: { x: 20, y: 35 } },
      data_content: { ...view.data_content, coverFocus: { x: 70, y: 15 } },
      base_updated_at: view.updated_at,
    });
    expect(response.status).toBe(200);
    const row = await prisma.blogPost.findUniqueOrThrow({ where: { id } });
    expect(row.draftContent).toMatchObject({ coverFocus: { x: 70, y: 15 } });
    expect(row.draftList).toMatchObject({ thumbnailFocus: { x: 20, y: 35 } });

    const again = await open(id);
    const { sections, ...cover } = again.data_content;
    const unchanged = await put(id, {
      data_list: again.data_list,
      data_content: { ...cover, sections: docToBlocks(blocksToDoc(sections)) },
      base_updated_at: again.updated_at,
    });
    expect(unchanged.status).toBe(200);
    const after = await prisma.blogPost.findUniqueOrThrow({ where: { id } });
    expect(JSON.stringify(after.draftContent)).toBe(JSON.stringify(row.draftContent));
    expect(JSON.stringify(after.draftList)).toBe(JSON.stringify(row.draftList));
  });

  it.each([
    ["beyond the image", { x: 120, y: 10 }, "data_content.coverFocus.x"],
    ["not a whole percent", { x: 10, y: 12.5 }, "data_content.coverFocus.y"],
    ["a CSS text", "50% 20%", "data_content.coverFocus"],
  ])("is refused with 400 naming it when %s", async (_label, coverFocus, field) => {
    const view = await open(id);
    const request = jsonRequest(
      "PUT",
      `/api/blog-posts/${id}`,
      { data_list: view.data_list, data_content: { ...view.data_content, coverFocus } },
      cookie,
    );
    request.headers.set("x-locale", "ko");
    const response = await one.PUT(request, params({ key: id }));
    expect(response.status).toBe(400);
    const json = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(json.fieldErrors[field]).toEqual(["커버 초점: 초점은 가로와 세로 각각 0에서 100 사이의 정수(%)여야 합니다"]);
  });
});
