import { expect, test } from "./fixtures";
import { untilHydrated } from "./pages-helpers";

// Runs against the main e2e server: seeded posts, blog editor flag off.

test("the list is in the server's HTML, searches text with a snippet, and clears", async ({ page, request }) => {
  const html = await (await request.get("/en/blog")).text();
  expect(html).toContain("From Parcel to Pro Forma in Minutes");
  expect(html).toContain('href="/en/blog/parking-layouts-podium-vs-surface"');

  await page.goto("/en/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expect(page.getByRole("listitem").getByRole("article")).toHaveCount(8);
  await expect(page.getByText("Get a quick walkthrough and a free trial afterward!")).toBeVisible();

  const search = page.getByPlaceholder("Enter Search");
  await search.fill("  DRIVE AISLES ");
  await search.press("Enter");
  await expect(page.getByText("Showing search result for:")).toBeVisible();
  await expect(page.getByRole("listitem").getByRole("article")).toHaveCount(1);
  await expect(page.locator("mark")).toHaveText("drive aisles");

  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page.getByRole("listitem").getByRole("article")).toHaveCount(8);
  await expect(search).toHaveValue("");

  await search.fill("no-such-words-anywhere");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No posts found.")).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("listitem").getByRole("article")).toHaveCount(8);
});

test("a search is in the address: it survives a reload, is shared by its link, and Back and Forward step through", async ({
  page,
}) => {
  await page.goto("/en/blog?utm_source=news");
  const search = page.getByPlaceholder("Enter Search");
  const articles = page.getByRole("listitem").getByRole("article");
  await expect(articles).toHaveCount(8);
  // The search is the page's script (without it the form only reloads the page with ?q=).
  await untilHydrated(page);
  await search.fill("drive aisles");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/en\/blog\?utm_source=news&q=drive\+aisles$/);
  await expect(articles).toHaveCount(1);

  await page.reload();
  await expect(page.getByText("Showing search result for:")).toBeVisible();
  await expect(articles).toHaveCount(1);
  await expect(search).toHaveValue("drive aisles");
  await expect(page.locator("mark")).toHaveText("drive aisles");

  await page.goBack();
  await expect(page).toHaveURL(/\/en\/blog\?utm_source=news$/);
  await expect(articles).toHaveCount(8);
  await expect(search).toHaveValue("");
  await page.goForward();
  await expect(articles).toHaveCount(1);
  await expect(search).toHaveValue("drive aisles");

  // Clearing is a step too; a link opened afresh shows its results.
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page).toHaveURL(/\/en\/blog\?utm_source=news$/);
  await expect(articles).toHaveCount(8);
  await page.goBack();
  await expect(articles).toHaveCount(1);
  await page.goto("/en/blog?q=no-such-words-anywhere");
  await expect(page.getByText("No posts found.")).toBeVisible();
  await expect(search).toHaveValue("no-such-words-anywhere");
});

test("a post has its cover by width, contents, metadata, JSON-LD and a click-to-load video", async ({
  page,
  request,
}) => {
  const response = await request.get("/en/blog/parking-layouts-podium-vs-surface");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en\/blog\/parking-layouts-podium-vs-surface"/);
  const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? "{}";
  expect(JSON.parse(jsonLd)).toMatchObject({
    "@type": "BlogPosting",
    headline: "Podium, Structure or Surface? Choosing a Parking Layout",
  });
  for (const media of ["(min-width: 1601px)", "(min-width: 1221px)", "(min-width: 768px)"])
    expect(html).toContain(`media="${media}"`);

  await page.goto("/en/blog/parking-layouts-podium-vs-surface");
  await expect(page.getByRole("heading", { level: 1, name: /Podium, Structure or Surface/ })).toBeVisible();
  await expect(page.getByText("Published on May 20, 2025", { exact: true })).toBeVisible();
  const contents = page.getByRole("navigation", { name: "Contents" });
  await contents.getByRole("link", { name: "Comparing the options" }).click();
  await expect(contents.getByRole("link", { name: "Comparing the options" })).toHaveAttribute(
    "aria-current",
    "location",
  );
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: /Play video/ }).click();
  await expect(page.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/,
  );
});

test("on a phone the contents are a dropdown labelled Explore Article Topics", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/en/blog/ai-feasibility-in-minutes");
  const select = page.getByLabel("Explore Article Topics");
  await expect(select).toBeVisible();
  await select.selectOption({ label: "2. Generate and compare options" });
  await expect(page.getByRole("heading", { level: 2, name: "Generate and compare options" })).toBeInViewport();
});

test("an unknown post responds 404 with a way back", async ({ page }) => {
  const response = await page.goto("/en/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This post is not available" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See all posts" })).toHaveAttribute("href", "/en/blog");
});

// Crawlers without scripts, link previews and screen readers get the message in the site's layout, in
// the address's language: not Next's empty error document.
test("an unknown post's 404 is drawn on the server in the site's layout and language", async ({ request }) => {
  for (const [path, lang, title, back, list] of [
    ["/blog/no-such-post", "ko", "게시물을 찾을 수 없습니다", "전체 게시물 보기", "/blog"],
    ["/en/blog/no-such-post", "en", "This post is not available", "See all posts", "/en/blog"],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toMatch(new RegExp(`<html lang="${lang}"`));
    expect(html, path).toContain(`<title>${title} | Atlas Spatial</title>`);
    expect(html, path).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);
    expect(html.match(/<h1[\s>][^]*?<\/h1>/g), path).toEqual([expect.stringContaining(`>${title}</h1>`)]);
    expect(html, path).toContain(`<a href="${list}">${back}</a>`);
    // In the site's chrome: its header, main landmark and footer.
    for (const part of ["<header", '<main id="main"', "<footer"]) expect(html, path).toContain(part);
  }
});

test("the list and a post are rendered once, then served from Next's cache with their scripts allowed", async ({
  page,
  request,
}) => {
  for (const path of ["/en/blog", "/en/blog/ai-feasibility-in-minutes"]) {
    await request.get(path);
    const again = await request.get(path);
    expect(again.status()).toBe(200);
    expect(again.headers()["x-nextjs-cache"], path).toBe("HIT");
    // The stored copy's scripts by their hashes; a copy rendered for the request by its nonce.
    const scripts = /script-src ([^;]+)/.exec(again.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    expect(scripts).toMatch(/'sha256-[^']+'.*'nonce-[^']+'/);
  }
  // The stored copy hydrates under that policy (the fixture fails the test on any CSP violation).
  await page.goto("/en/blog");
  await page.getByPlaceholder("Enter Search").fill("drive aisles");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("listitem").getByRole("article")).toHaveCount(1);
  // An address no post has is rendered each time, never kept.
  await request.get("/en/blog/no-such-post-kept");
  const missing = await request.get("/en/blog/no-such-post-kept");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["x-nextjs-cache"]).not.toBe("HIT");
});

test("the editor and the sitemap generator redirect home while the flag is off", async ({ page }) => {
  await page.goto("/en/blog-editor");
  await expect(page).toHaveURL(/\/en$/);
  await page.goto("/en/sitemap-generator");
  await expect(page).toHaveURL(/\/en$/);
});

test("sitemap.xml lists the static pages, the career postings, and each post at its own language's address", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toMatch(/<loc>[^<]+\/en\/blog\/ai-feasibility-in-minutes<\/loc>/);
  expect(xml).not.toMatch(/<loc>[^<]+[^n]\/blog\/ai-feasibility-in-minutes<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]+[^n]\/blog\/unit-mix-optimisation-seoul<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]+\/zen-app<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]+\/career\/graphic-designer<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]+\/en\/career\/head-of-sales<\/loc>/);
  const feed = await request.get("/api/blog");
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const korean = await feed.text();
  expect(korean.match(/<item>/g)).toHaveLength(4);
  expect(korean).toContain("<category>가이드</category>");
  const english = await (await request.get("/api/blog?locale=en")).text();
  expect(english.match(/<item>/g)).toHaveLength(4);
  expect(english).toContain("<category>Tutorial</category>");
});

test("/en/blog lists the English posts first, then the Korean ones with a badge, categories in English", async ({
  page,
}) => {
  await page.goto("/en/blog");
  const own = page.getByTestId("posts").getByRole("article");
  await expect(own).toHaveCount(4);
  for (const card of await own.all()) await expect(card.getByRole("heading")).toHaveAttribute("lang", "en");
  const other = page.getByTestId("other-languages");
  await expect(other.getByRole("heading", { level: 2, name: "In other languages" })).toBeVisible();
  await expect(other.getByRole("article")).toHaveCount(4);
  for (const card of await other.getByRole("article").all()) await expect(card).toContainText("Korean");
  await expect(other.getByRole("article").filter({ hasText: "모듈러 설계안 비교" })).toContainText("Guide");
});

test("a post's lang and hreflang say the language it is written in", async ({ request }) => {
  const html = await (await request.get("/en/blog/unit-mix-optimisation-seoul")).text();
  expect(html).toMatch(/<article[^>]+lang="ko"/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog\/unit-mix-optimisation-seoul"/);
  expect(html).not.toMatch(/<link rel="alternate" hrefLang="en"/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="ko" href="[^"]*\/blog\/unit-mix-optimisation-seoul"/);
  expect(html).toMatch(
    /<meta property="og:image" content="[^"]*\/api\/blog-share\/unit-mix-optimisation-seoul\.png\?v=\d+"/,
  );
});

test("a post under the other language's pages says, in the page's language, what it is written in", async ({
  page,
  browser,
}) => {
  await page.goto("/en/blog/unit-mix-optimisation-seoul");
  await expect(page.locator('article [lang="en"]')).toHaveText(" · Written in Korean");
  const korean = await browser.newPage({ locale: "ko-KR" });
  await korean.goto(page.url().replace(/\/en\/blog\/.*$/, "/blog/ai-feasibility-in-minutes"));
  await expect(korean.locator('article [lang="ko"]')).toHaveText(" · 영어로 작성됨");
  await korean.goto(page.url().replace(/\/en\/blog\/.*$/, "/blog/unit-mix-optimisation-seoul"));
  await expect(korean.locator("article h1")).toBeVisible();
  await expect(korean.getByText("로 작성됨")).toHaveCount(0);
  await korean.close();
});

test("phones get 6 posts a page and See More shows the rest", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/en/blog");
  const cards = page.getByRole("listitem").getByRole("article");
  await expect(cards).toHaveCount(6);
  // See More is the page's script: a tap before it runs does nothing (the CI machine was once that slow).
  await untilHydrated(page);
  await page.getByRole("button", { name: "See More" }).click();
  await expect(cards).toHaveCount(8);
  await expect(page.getByRole("button", { name: "See More" })).toHaveCount(0);
});

test.describe("in Korean", () => {
  test.use({ locale: "ko-KR" });

  test("the list and a post speak Korean at the bare paths", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByPlaceholder("검색어 입력")).toBeVisible();
    await expect(page.getByText("간단한 소개를 받아보시고 이어서 무료로 체험해 보세요!")).toBeVisible();
    await page.getByRole("link", { name: /서울 역세권 부지에서 세대 구성 최적화하기/ }).click();
    await expect(page).toHaveURL(/\/blog\/unit-mix-optimisation-seoul$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "서울 역세권 부지에서 세대 구성 최적화하기" }),
    ).toBeVisible();
    // Published once, 2025-06-10 18:00 in Seoul: dated by its publication, with no update.
    await expect(page.getByText("게시: 2025년 6월 10일", { exact: true })).toBeVisible();
    await expect(page.getByText(/업데이트: /)).toHaveCount(0);
  });
});
