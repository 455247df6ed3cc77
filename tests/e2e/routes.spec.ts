import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { careerIds } from "@/content/careers/types";
import { sitePages } from "@/lib/seo/site-pages";
import { localePath, messagesFor, pageLocales } from "./pages-helpers";

const staticPaths = [...Object.values(sitePages), ...careerIds.map((id) => `/career/${id}`), "/privacy-policy-2021"];

function tag(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

test.describe("every route has its own title, description, canonical and social tags", () => {
  for (const locale of pageLocales) {
    for (const path of staticPaths) {
      const url = localePath(locale, path);
      test(`${url}`, async ({ request }) => {
        const response = await request.get(url, { maxRedirects: 0, headers: { cookie: `NEXT_LOCALE=${locale}` } });
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(tag(html, /<html lang="([^"]+)"/)).toBe(locale);
        const title = tag(html, /<title>([^<]+)<\/title>/);
        expect(title).toMatch(/\S+ \| /);
        expect(tag(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(20);
        // Next writes the site root without its trailing slash; compare as parsed URLs.
        const absolute = (value: string | undefined) => new URL(value ?? "", "http://invalid").href;
        expect(absolute(tag(html, /<link rel="canonical" href="([^"]+)"/))).toBe(`http://localhost:3000${url}`);
        expect(absolute(tag(html, /<link rel="alternate" hrefLang="x-default" href="([^"]+)"/))).toBe(
          `http://localhost:3000${path}`,
        );
        expect(tag(html, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy();
        expect(tag(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image");
        expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      });
    }
  }

  test("the social preview image every page names is a 1200 × 630 PNG", async ({ request }) => {
    const html = await (await request.get("/en")).text();
    const image = tag(html, /<meta property="og:image" content="([^"]+)"/) ?? "";
    expect(tag(html, /<meta name="twitter:image" content="([^"]+)"/)).toBe(image);
    const response = await request.get(new URL(image).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    // The IHDR chunk holds the width and height as big-endian 32-bit numbers.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("titles differ from page to page", async ({ request }) => {
    const titles = new Set<string>();
    for (const path of Object.values(sitePages)) {
      const html = await (await request.get(path, { headers: { cookie: "NEXT_LOCALE=ko" } })).text();
      titles.add(tag(html, /<title>([^<]+)<\/title>/) ?? "");
    }
    expect(titles.size).toBe(Object.values(sitePages).length);
  });
});

test.describe("redirects", () => {
  const cases: [string, string][] = [
    ["/atlas-app", "/zen-app"],
    ["/en/atlas-app", "/en/zen-app"],
    ["/beta", "/modular"],
    ["/en/beta", "/en/modular"],
    ["/no-such-page", "/"],
    ["/deeply/nested/unknown", "/"],
    ["/en/no-such-page", "/en"],
    ["/career/astronaut", "/career"],
    ["/en/career/astronaut", "/en/career"],
    ["/blog-editor", "/"],
    ["/sitemap-generator", "/"],
  ];
  for (const [from, to] of cases) {
    test(`${from} → ${to}`, async ({ page, baseURL }) => {
      await page
        .context()
        .addCookies([{ name: "NEXT_LOCALE", value: from.startsWith("/en") ? "en" : "ko", url: baseURL! }]);
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`^${baseURL}${to.replace(/\//g, "\\/")}$`));
    });
  }

  test("a route named zmaps goes to the external map product", async ({ request }) => {
    const response = await request.get("/zmaps", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe("https://maps.example.com/");
  });
});

test("every redirect names one Location: unknown paths in both languages, trailing slashes, campaign case", async ({
  request,
}) => {
  // Where each path goes, by status: unknown paths home for now (307), a trailing slash and a campaign's
  // case to their one address for good (308).
  const redirects = {
    307: {
      "/en/unknown-page": "/en",
      "/en/a/b/c?x=1": "/en",
      "/unknown-page": "/",
      "/missing-file.txt": "/",
      "/wp-login.php?x=1": "/",
      "/en/brochure.pdf": "/en",
    },
    308: { "/en/unknown-page/": "/en/unknown-page", "/en/PHX": "/en/phx" },
  };
  for (const [status, paths] of Object.entries(redirects))
    for (const [from, to] of Object.entries(paths)) {
      const response = await request.get(from, { maxRedirects: 0, headers: { "accept-language": "ko" } });
      expect(response.status(), from).toBe(Number(status));
      const locations = response.headersArray().filter(({ name }) => name.toLowerCase() === "location");
      expect(
        locations.map(({ value }) => value),
        from,
      ).toEqual([to]);
    }
});

// The proxy's matcher lists the folders and files Next serves; a file it missed would be sent home.
test("every file in public/ and every metadata route is served as itself", async ({ request }) => {
  const paths = readdirSync("public", { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative("public", path.join(entry.parentPath, entry.name)).split(path.sep))
    .map((segments) => `/${segments.map(encodeURIComponent).join("/")}`);
  expect(paths).toContain("/fonts/noto-sans-kr-400.woff2");
  for (const pathname of [...paths, "/robots.txt", "/sitemap.xml", "/og-default.png", "/rss.xml", "/en/rss.xml"]) {
    const response = await request.fetch(pathname, { method: "HEAD", maxRedirects: 0 });
    expect(response.status(), pathname).toBe(200);
  }
});

// Those folders skip the proxy, so Next drew a missing file's 404 with inline scripts that the files'
// policy forbids: a blank page. Now a plain page says so in both languages and links home.
test("a file missing in one of public/'s folders answers 404 with a page that shows without script", async ({
  page,
  request,
}) => {
  const { ko, en } = { ko: await messagesFor("ko"), en: await messagesFor("en") };
  for (const [pathname, first] of [
    ["/fonts/nope.woff2", ko],
    ["/blog/covers/nope.webp", ko],
    ["/en/media/nope.mp4", en],
    ["/en/about/nope.jpg", en],
  ] as const) {
    const response = await request.get(pathname, { maxRedirects: 0 });
    expect(response.status(), pathname).toBe(404);
    expect(response.headers()["cache-control"], pathname).toBe("no-store");
    const html = await response.text();
    expect(html, pathname).not.toContain("<script");
    expect(html, pathname).toContain(`<h1>${first.pages.notFound.title}</h1>`);
  }
  await page.goto("/blog/thumbs/nope.webp");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ko.pages.notFound.title);
  await page.getByRole("link", { name: en.pages.notFound.home }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test("robots.txt allows the site, keeps staff pages out and names the sitemap", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("Allow: /");
  expect(body).toContain("Disallow: /blog-editor");
  expect(body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
});
