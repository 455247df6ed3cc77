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
  const metadataRoutes = ["/robots.txt", "/sitemap.xml", "/og-default.png", "/rss.xml", "/en/rss.xml"];
  const usualAddresses = [
    "/favicon.ico",
    "/apple-icon.png",
    "/apple-touch-icon.png",
    "/manifest.webmanifest",
    "/site.webmanifest",
    "/.well-known/security.txt",
  ];
  for (const pathname of [...paths, ...metadataRoutes, ...usualAddresses]) {
    const response = await request.fetch(pathname, { method: "HEAD", maxRedirects: 0 });
    expect(response.status(), pathname).toBe(200);
  }
});

/** The width and height of a PNG, from its IHDR chunk (big-endian 32-bit numbers). */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

// Browsers and link previews ask for these by habit; they were sent home with the home page's HTML.
test("the icons, the manifest and security.txt answer at their usual addresses", async ({ request }) => {
  const get = async (pathname: string, type: string) => {
    const response = await request.get(pathname, { maxRedirects: 0 });
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()["content-type"], pathname).toBe(type);
    return response;
  };

  // An ICO of PNG images: its directory names each size, and each entry is a PNG of that size.
  const ico = await (await get("/favicon.ico", "image/x-icon")).body();
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const entries = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => 6 + 16 * index);
  const sizes = entries.map((entry) => {
    const image = ico.subarray(
      ico.readUInt32LE(entry + 12),
      ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
    );
    expect(pngSize(image)).toEqual([ico.readUInt8(entry), ico.readUInt8(entry + 1)]);
    return ico.readUInt8(entry);
  });
  expect(sizes).toEqual([16, 32, 48]);

  for (const pathname of ["/apple-icon.png", "/apple-touch-icon.png"]) {
    expect(pngSize(await (await get(pathname, "image/png")).body()), pathname).toEqual([180, 180]);
  }

  for (const pathname of ["/manifest.webmanifest", "/site.webmanifest"]) {
    const manifest = await (await get(pathname, "application/manifest+json")).json();
    expect(manifest, pathname).toMatchObject({
      name: "Atlas Spatial",
      short_name: "Atlas",
      lang: "ko",
      start_url: "/",
    });
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      expect((await request.get(icon.src)).headers()["content-type"], icon.src).toBe(icon.type);
    }
  }

  // Every page names them in its head.
  const head = (await (await request.get("/en")).text()).split("</head>")[0]!;
  expect(head).toMatch(/<link rel="icon" href="\/favicon\.ico[?"]/);
  expect(head).toContain('<link rel="icon" href="/favicon.svg"/>');
  expect(head).toContain('<link rel="apple-touch-icon" href="/apple-icon.png"/>');
  expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');

  // RFC 9116: where to write, until when to trust the file (within a year), in which languages, from where.
  const lines = (await (await get("/.well-known/security.txt", "text/plain; charset=utf-8")).text()).split("\n");
  const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
  // SUPPORT_EMAIL is still the example here: the contact page stands in, never example.com.
  expect(field("Contact")).toBe("http://localhost:3000/contact");
  const expires = Date.parse(field("Expires") ?? "");
  expect(expires - Date.now()).toBeGreaterThan(300 * 24 * 3600_000);
  expect(expires - Date.now()).toBeLessThan(365 * 24 * 3600_000);
  expect(field("Preferred-Languages")).toBe("ko, en");
  expect(field("Canonical")).toBe("http://localhost:3000/.well-known/security.txt");
});

// Superseded like the dated versions, and kept out of search results like them.
test("the 2021 privacy policy is served in both languages with noindex", async ({ request }) => {
  for (const pathname of ["/privacy-policy-2021", "/en/privacy-policy-2021"]) {
    const response = await request.get(pathname, { maxRedirects: 0 });
    expect(response.status(), pathname).toBe(200);
    expect(tag(await response.text(), /<meta name="robots" content="([^"]+)"/), pathname).toMatch(/^noindex/);
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
