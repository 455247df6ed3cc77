import { expect, test } from "./fixtures";
import { editorServerForSpec, editorSessionForSpec } from "./blog-support";

// A server of its own with staff sign-in on, to publish a post that has a cover and no thumbnail.
const server = editorServerForSpec();
const editor = editorSessionForSpec(server);

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const created = await editor.call("POST", "/api/blog-posts", {
    id: "cover-only",
    data_list: { title: "표지만 있는 글", category: "news", summary: "썸네일 없이 커버만 있습니다.", lang: "ko" },
    data_content: {
      coverImage: "covers/ai-feasibility-in-minutes-full.svg",
      coverImageMo: "covers/ai-feasibility-in-minutes-mo.svg",
      coverFocus: { x: 20, y: 70 },
      sections: [[{ type: "paragraph", text: "본문입니다." }]],
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  expect((await editor.call("POST", "/api/blog-posts/cover-only/publish")).status).toBe(200);
});

test.use({ locale: "ko-KR" });

test("a post with a cover and no thumbnail shows its cover on the blog's card, at the cover's focal point", async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/blog`);
  const card = page.getByRole("article").filter({ hasText: "표지만 있는 글" });
  const image = card.locator("img");
  await expect(image).toHaveAttribute("src", "/blog/covers/ai-feasibility-in-minutes-mo.svg");
  await expect(image).toHaveCSS("object-position", "20% 70%");
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(card).not.toContainText("썸네일 없음");
});

test("the feed at /rss.xml lists the new post under the brand's title", async ({ request }) => {
  const feed = await (await request.get(`${server.baseURL}/rss.xml`)).text();
  expect(feed).toMatch(/<title>.+ 블로그<\/title>/);
  expect(feed).toContain(`<link>${server.baseURL}/blog/cover-only</link>`);
});

test("an edit published from the editor shows on /blog at once, though the list's cards are cached", async ({
  request,
}) => {
  const list = async () => (await request.get(`${server.baseURL}/blog`)).text();
  expect(await list()).toContain("표지만 있는 글"); // the cards are in Next's cache now
  const current = await fetch(`${server.baseURL}/api/blog-posts/cover-only`, { headers: { cookie: editor.cookie } });
  const { data } = (await current.json()) as { data: { updated_at: string } };
  const published = await editor.call("POST", "/api/blog-posts/cover-only/publish", {
    base_updated_at: data.updated_at,
    data_list: { title: "고친 제목의 글", category: "news", summary: "썸네일 없이 커버만 있습니다.", lang: "ko" },
    data_content: { sections: [[{ type: "paragraph", text: "새로운 본문입니다." }]] },
  });
  expect(published.status, await published.clone().text()).toBe(200);
  const after = await list();
  expect(after).toContain("고친 제목의 글");
  expect(after).not.toContain("표지만 있는 글");
  expect(after).toContain("새로운 본문입니다."); // the text the list searches, in the page's data
});
