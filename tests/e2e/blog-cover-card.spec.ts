import { createHash } from "node:crypto";
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

test("a post with neither cover nor thumbnail shows its share image on the card; its page says when it was published", async ({
  page,
}) => {
  const created = await editor.call("POST", "/api/blog-posts", {
    id: "no-image-post",
    data_list: { title: "그림 없는 글", category: "news", summary: "커버도 썸네일도 없습니다.", lang: "ko" },
    data_content: { sections: [[{ type: "paragraph", text: "본문입니다." }]] },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const published = await editor.call("POST", "/api/blog-posts/no-image-post/publish");
  expect(published.status).toBe(200);
  const { data } = (await published.json()) as { data: { published_at: string; created_at: string } };

  await page.goto(`${server.baseURL}/blog`);
  const card = page.getByRole("article").filter({ hasText: "그림 없는 글" });
  const image = card.locator("img");
  await expect(image).toHaveAttribute("src", /^\/api\/blog-share\/no-image-post\.png\?v=\d+$/);
  await expect(image).toHaveAttribute("width", "1200");
  await expect(image).toHaveAttribute("height", "630");
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 })
    .toBe(1200);
  await expect(card).not.toContainText("썸네일 없음");

  // Published today, once: "게시" with Seoul's date, no "업데이트"; search engines get the publish time.
  await page.goto(`${server.baseURL}/blog/no-image-post`);
  const today = new Intl.DateTimeFormat("ko-KR", { dateStyle: "long", timeZone: "Asia/Seoul" }).format(new Date());
  await expect(page.getByText(`게시: ${today}`)).toBeVisible();
  await expect(page.getByText(/업데이트: /)).toHaveCount(0);
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  const jsonLd = blocks.find((block) => block["@type"] === "BlogPosting");
  expect(jsonLd.datePublished).toBe(data.published_at);
  expect(jsonLd.datePublished).not.toBe(data.created_at);
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

/** The inline scripts of `html` that `policy` refuses: those with neither its nonce nor a hash it names. */
function refusedScripts(html: string, policy: string): string[] {
  const sources = (/script-src ([^;]+)/.exec(policy)?.[1] ?? "").split(" ");
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\ssrc=|type="application\/ld\+json"/.test(attributes))
    .filter(([, attributes = "", text = ""]) => {
      const nonce = /nonce="([^"]+)"/.exec(attributes)?.[1];
      const hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
      return !sources.includes(`'nonce-${nonce}'`) && !sources.includes(hash);
    })
    .map(([script]) => script.slice(0, 80));
}

test("visitors arriving together right after a publish each get scripts their page's policy allows", async () => {
  // Ten at once, as a shared link brings them: Next renders the page once for all who arrive meanwhile.
  const together = async (path: string) => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => fetch(`${server.baseURL}${path}`)));
    return Promise.all(
      responses.map(async (response) => ({
        status: response.status,
        refused: refusedScripts(await response.text(), response.headers.get("content-security-policy") ?? ""),
        rendered: response.headers.get("x-nextjs-cache") === "MISS",
      })),
    );
  };
  const created = await editor.call("POST", "/api/blog-posts", {
    id: "arrive-together",
    data_list: { title: "함께 도착한 글", category: "news", summary: "동시에 읽는 글입니다.", lang: "ko" },
    data_content: { sections: [[{ type: "paragraph", text: "본문입니다." }]] },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  expect((await editor.call("POST", "/api/blog-posts/arrive-together/publish")).status).toBe(200);
  // The list expired by the publish, and the new post's page, never rendered before.
  for (const path of ["/blog", "/blog/arrive-together"]) {
    const answers = await together(path);
    expect(
      answers.map(({ status, refused }) => ({ status, refused })),
      path,
    ).toEqual(Array(10).fill({ status: 200, refused: [] }));
    // One request at most renders the page; the others are served the copy it stored.
    expect(answers.filter(({ rendered }) => rendered).length, path).toBeLessThanOrEqual(1);
  }
  // An address no post has is never stored: each of them renders its 404 in turn, with its own nonce.
  const missing = await together("/blog/no-such-post-together");
  expect(missing.map(({ status, refused }) => ({ status, refused }))).toEqual(
    Array(10).fill({ status: 404, refused: [] }),
  );
});
