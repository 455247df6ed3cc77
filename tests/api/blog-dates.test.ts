/** @jest-environment node */
// A post's publication date is its first publish: not when its draft was first saved, and not moved by a
// later publish. The blog's order and the feed's pubDate follow it; the page's "Updated on" is the last.
import { jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { setupStaffSessions } from "./staff-harness";
import { JSDOM } from "jsdom";
import * as koreanFeed from "@/app/rss.xml/route";
import * as list from "@/app/api/blog-posts/route";
import * as publish from "@/app/api/blog-posts/[key]/publish/route";
import * as unpublish from "@/app/api/blog-posts/[key]/unpublish/route";

jest.setTimeout(60_000);
const prisma = setupTestDatabase({ seed: true });
const sessions = setupStaffSessions({ editor: ["Test editor", "editor"] });

const ID = "drafted-for-long";

async function feedItems(): Promise<{ link: string; pubDate: number }[]> {
  const response = await koreanFeed.GET(jsonRequest("GET", "/rss.xml"));
  const doc = new JSDOM(await response.text(), { contentType: "text/xml" }).window.document;
  return [...doc.querySelectorAll("item")].map((item) => ({
    link: item.querySelector("link")?.textContent ?? "",
    pubDate: Date.parse(item.querySelector("pubDate")?.textContent ?? ""),
  }));
}

const post = (action: typeof publish | typeof unpublish, name: string) =>
  action.POST(jsonRequest("POST", `/api/blog-posts/${ID}/${name}`, undefined, sessions.editor), params({ key: ID }));

it("dates a post by its first publish: first in the blog, and kept when it is published again", async () => {
  const body = {
    id: ID,
    data_list: { title: "오래 쓴 글", category: "guide", summary: "한 달 동안 쓴 초안", lang: "ko" },
    data_content: { sections: [[{ type: "paragraph", text: "본문" }]] },
  };
  expect((await list.POST(jsonRequest("POST", "/api/blog-posts", body, sessions.editor))).status).toBe(201);
  // Its draft was first saved before every seeded post was written.
  await prisma.blogPost.update({ where: { id: ID }, data: { createdAt: new Date("2024-01-02T00:00:00Z") } });

  const before = Date.now();
  expect((await post(publish, "publish")).status).toBe(200);
  const first = await feedItems();
  expect(first[0]?.link).toBe(`https://www.example.test/blog/${ID}`);
  const published = first[0]?.pubDate ?? 0;
  // RSS dates have whole seconds.
  expect(published).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  const row = await prisma.blogPost.findUniqueOrThrow({ where: { id: ID } });
  expect(row.firstPublishedAt?.getTime()).toBe(row.publishedAt?.getTime());

  // Taken down and published again a while later: the last publish moves, the publication date does not.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect((await post(unpublish, "unpublish")).status).toBe(200);
  expect((await post(publish, "publish")).status).toBe(200);
  const again = await prisma.blogPost.findUniqueOrThrow({ where: { id: ID } });
  expect(again.firstPublishedAt?.getTime()).toBe(row.firstPublishedAt?.getTime());
  expect(again.publishedAt!.getTime()).toBeGreaterThan(row.publishedAt!.getTime());
  const later = await feedItems();
  expect(later[0]).toEqual({ link: `https://www.example.test/blog/${ID}`, pubDate: published });
});
