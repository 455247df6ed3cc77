import { expect, test } from "./fixtures";

/**
 * What Naver and KakaoTalk read: the site verification tag (NAVER_SITE_VERIFICATION, set when the
 * build was made, or none), robots.txt naming Yeti with the sitemap, the blog's RSS feed announced on
 * its pages, and share tags whose image meets KakaoTalk's size (800×400 at least; 1200×630 here).
 */
const verification = process.env.NAVER_SITE_VERIFICATION;
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

test.use({ locale: "ko-KR" });

test("every page carries Naver's verification tag while the setting holds one", async ({ request }) => {
  for (const path of ["/", "/en", "/report", "/blog"]) {
    const html = await (await request.get(path)).text();
    expect(meta(html, "naver-site-verification"), path).toBe(verification || undefined);
  }
});

test("robots.txt lets Naver's Yeti in, keeps staff pages out and names the sitemap", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  const yeti = body.split(/\n\n/).find((group) => group.startsWith("User-Agent: Yeti"));
  expect(yeti).toContain("Allow: /");
  expect(yeti).toContain("Disallow: /staff");
  expect(body).toMatch(/\nSitemap: http:\/\/localhost:3000\/sitemap\.xml\n/);
});

for (const [list, post, feed] of [
  ["/blog", "/blog/unit-mix-optimisation-seoul", "/rss.xml"],
  ["/en/blog", "/en/blog/parking-layouts-podium-vs-surface", "/en/rss.xml"],
] as const) {
  test(`${list} and its posts announce the RSS feed of their language`, async ({ page, request }) => {
    for (const path of [list, post]) {
      await page.goto(path);
      const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(link).toHaveCount(1);
      const url = new URL((await link.getAttribute("href"))!, "http://localhost:3000");
      expect(`${url.pathname}${url.search}`).toBe(feed);
    }
    const response = await request.get(feed);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(await response.text()).toContain("<rss");
  });
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

for (const path of ["/", "/report", "/en/report", "/blog/unit-mix-optimisation-seoul"]) {
  test(`${path} shares with a title, a description and a 1200×630 image (KakaoTalk)`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(meta(html, "og:title")).toBeTruthy();
    expect(meta(html, "og:description")).toBeTruthy();
    expect(meta(html, "og:url")).toMatch(/^http:\/\/localhost:3000(\/|$)/);
    const image = meta(html, "og:image");
    expect(image).toMatch(/^http:\/\/localhost:3000\//);
    expect([meta(html, "og:image:width"), meta(html, "og:image:height")]).toEqual(["1200", "630"]);
    const picture = await request.get(new URL(image!).pathname + new URL(image!).search);
    expect(picture.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await picture.body())).toEqual({ width: 1200, height: 630 });
  });
}
