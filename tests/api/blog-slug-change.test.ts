/** @jest-environment node */
// Issue 49, point 6: a published post's address (its id, the slug) can be changed; the old address
// answers 308 to the new one in both languages, and the sitemap and the feeds list only the new one.
import { baseVersion, jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { setupStaffSessions } from "./staff-harness";
import * as list from "@/app/api/blog-posts/route";
import * as one from "@/app/api/blog-posts/[key]/route";
import * as publish from "@/app/api/blog-posts/[key]/publish/route";
import * as koreanFeed from "@/app/rss.xml/route";
import * as englishFeed from "@/app/en/rss.xml/route";

jest.setTimeout(60_000);
const prisma = setupTestDatabase({ seed: true });
const session = setupStaffSessions({ editor: ["Test editor", "editor"] });

const data = {
  data_list: { title: "옮겨 갈 글", category: "tutorial", summary: "" },
  data_content: { sections: [[{ type: "paragraph", text: "본문입니다." }]] },
};
const save = async (id: string, body: Record<string, unknown>) =>
  one.PUT(
    jsonRequest(
      "PUT",
      `/api/blog-posts/${id}`,
      { ...data, base_updated_at: await baseVersion(id, session.editor), ...body },
      session.editor,
    ),
    params({ key: id }),
  );
/** What the post page answers for an address no live post has: a 308 to where the post now is, or a 404. */
async function pageAt(locale: "ko" | "en", contentId: string): Promise<string> {
  const { movedPostPath } = await import("@/lib/blog/page-post");
  const { getLivePost } = await import("@/lib/blog/live-posts");
  if (await getLivePost(contentId)) return "200";
  const moved = await movedPostPath(locale, contentId);
  return moved ? `308 ${moved}` : "404";
}
const feedLinks = async (get: (request: Request) => Promise<Response>, path: string) =>
  (await (await get(jsonRequest("GET", path))).text()).match(/<link>[^<]+<\/link>/g) ?? [];
const sitemapUrls = async () => {
  const { default: sitemap } = await import("@/app/sitemap");
  return (await sitemap()).map((entry) => entry.url);
};

describe("changing a published post's address", () => {
  beforeAll(async () => {
    expect(
      (await list.POST(jsonRequest("POST", "/api/blog-posts", { id: "old-address", ...data }, session.editor))).status,
    ).toBe(201);
    const body = { base_updated_at: await baseVersion("old-address", session.editor) };
    const published = await publish.POST(
      jsonRequest("POST", "/api/blog-posts/old-address/publish", body, session.editor),
      params({ key: "old-address" }),
    );
    expect(published.status).toBe(200);
  });

  it("moves the post; the old address answers 308 to the new one in both languages", async () => {
    const response = await save("old-address", { id: "new-address" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { id: string; state: string } }).data).toMatchObject({
      id: "new-address",
      state: "live",
    });
    expect(await prisma.blogPost.findUnique({ where: { id: "old-address" } })).toBeNull();
    expect(await pageAt("ko", "old-address")).toBe("308 /blog/new-address");
    expect(await pageAt("en", "OLD-ADDRESS")).toBe("308 /en/blog/new-address");
    expect(await pageAt("ko", "new-address")).toBe("200");
    expect(await pageAt("ko", "never-an-address")).toBe("404");
  });

  it("lists only the new address in the sitemap and the feeds", async () => {
    const urls = await sitemapUrls();
    expect(urls).toContain("https://www.example.test/blog/new-address");
    expect(urls.filter((url) => url.includes("old-address"))).toEqual([]);
    const ko = await feedLinks(koreanFeed.GET, "/rss.xml");
    expect(ko).toContain("<link>https://www.example.test/blog/new-address</link>");
    expect(ko.filter((link) => link.includes("old-address"))).toEqual([]);
    const en = await feedLinks(englishFeed.GET, "/en/rss.xml");
    expect(en.filter((link) => link.includes("old-address"))).toEqual([]);
  });

  it("moving again keeps every old address pointing at the post; an old one can be taken back", async () => {
    expect((await save("new-address", { id: "third-address" })).status).toBe(200);
    expect(await pageAt("ko", "old-address")).toBe("308 /blog/third-address");
    expect(await pageAt("ko", "new-address")).toBe("308 /blog/third-address");
    expect((await save("third-address", { id: "old-address" })).status).toBe(200);
    expect(await pageAt("ko", "old-address")).toBe("200");
    expect(await pageAt("ko", "third-address")).toBe("308 /blog/old-address");
  });

  it("refuses an address another post has (409), ignoring case, and a malformed one (400)", async () => {
    expect(
      (await list.POST(jsonRequest("POST", "/api/blog-posts", { id: "Someone-Else" }, session.editor))).status,
    ).toBe(201);
    const taken = await save("old-address", { id: "someone-else" });
    expect(taken.status).toBe(409);
    expect((await save("old-address", { id: "한글 주소" })).status).toBe(400);
    expect(await pageAt("ko", "old-address")).toBe("200");
  });

  it("a draft never published moves without leaving an old address", async () => {
    expect(
      (await list.POST(jsonRequest("POST", "/api/blog-posts", { id: "untitled-1234abcd" }, session.editor))).status,
    ).toBe(201);
    expect((await save("untitled-1234abcd", { id: "named-draft" })).status).toBe(200);
    expect(await prisma.blogSlug.count({ where: { slugLower: "untitled-1234abcd" } })).toBe(0);
  });
});
