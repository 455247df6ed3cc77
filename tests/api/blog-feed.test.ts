/** @jest-environment node */
import { baseVersion, jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { signInCookie } from "./staff-harness";
import { JSDOM } from "jsdom";
import { GET } from "@/app/api/blog/route";
import * as koreanFeed from "@/app/rss.xml/route";
import * as englishFeed from "@/app/en/rss.xml/route";
import { brand } from "@/lib/config/brand";
import * as list from "@/app/api/blog-posts/route";
import * as one from "@/app/api/blog-posts/[key]/route";
import * as publish from "@/app/api/blog-posts/[key]/publish/route";
import * as toggle from "@/app/api/blog-posts/[key]/toggle-published/route";
import { seedPosts } from "@/lib/blog/seed-posts";

// Signing in and the staff routes on a loaded machine take longer than Jest's 5 seconds, as the other blog suites allow.
jest.setTimeout(60_000);

setupTestDatabase({ seed: true });

/** Parses strictly as XML (jsdom throws on malformed XML) and returns the document. */
async function feedDocument(url = "/api/blog"): Promise<Document> {
  const response = await GET(jsonRequest("GET", url));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  return new JSDOM(await response.text(), { contentType: "text/xml" }).window.document;
}

const parse = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  return new JSDOM(await response.text(), { contentType: "text/xml" }).window.document;
};

describe("GET /rss.xml and /en/rss.xml", () => {
  it.each([
    ["/rss.xml", koreanFeed.GET, "/api/blog", `${brand.companyName} 블로그`, "https://www.example.test/blog/"],
    [
      "/en/rss.xml",
      englishFeed.GET,
      "/api/blog?locale=en",
      `${brand.companyName} Blog`,
      "https://www.example.test/en/blog/",
    ],
  ])("%s is its language's feed, titled with the brand and naming itself", async (path, get, old, title, link) => {
    const doc = await parse(await get(jsonRequest("GET", path)));
    const channel = doc.querySelector("channel");
    expect(channel?.querySelector("title")?.textContent).toBe(title);
    expect(channel?.getElementsByTagName("atom:link")[0]?.getAttribute("href")).toBe(`https://www.example.test${path}`);
    const links = [...doc.querySelectorAll("item link")].map((node) => node.textContent);
    expect(links.length).toBeGreaterThan(0);
    for (const item of links) expect(item?.startsWith(link)).toBe(true);
    // The first address serves the same items to readers subscribed to it.
    const before = [...(await feedDocument(old)).querySelectorAll("item link")].map((node) => node.textContent);
    expect(links).toEqual(before);
  });

  it("refuses other methods with a 405 naming GET", async () => {
    const response = await koreanFeed.POST(jsonRequest("POST", "/rss.xml", {}));
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: "POST is not allowed here. Use GET." });
  });
});

describe("GET /api/blog (RSS 2.0)", () => {
  it("is well-formed RSS 2.0 with one item per published Korean post", async () => {
    const doc = await feedDocument();
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const channel = doc.querySelector("channel");
    for (const name of ["title", "link", "description"]) expect(channel?.querySelector(name)?.textContent).toBeTruthy();
    const items = [...doc.querySelectorAll("item")];
    expect(items).toHaveLength(seedPosts.filter((post) => post.list.lang === "ko").length);
    for (const item of items) {
      expect(item.querySelector("title")?.textContent).toBeTruthy();
      expect(item.querySelector("link")?.textContent).toMatch(/^https:\/\/www\.example\.test\/blog\/[\w-]+$/);
      expect(new Date(item.querySelector("pubDate")?.textContent ?? "").getTime()).not.toBeNaN();
    }
  });

  it("lists the English posts, linking to English pages, with ?locale=en", async () => {
    const doc = await feedDocument("/api/blog?locale=en");
    expect(doc.querySelectorAll("item")).toHaveLength(seedPosts.filter((post) => post.list.lang === "en").length);
    expect(doc.querySelector("item link")?.textContent).toMatch(/^https:\/\/www\.example\.test\/en\/blog\//);
    expect(doc.querySelector("channel language")?.textContent).toBe("en");
  });

  it("escapes titles and leaves out unpublished posts", async () => {
    const cookie = await signInCookie();
    const draft = { data_list: { title: "R&D <beta>", category: "News" }, data_content: { sections: [] } };
    await list.POST(jsonRequest("POST", "/api/blog-posts", { id: "amp-post", ...draft }, cookie));
    await list.POST(jsonRequest("POST", "/api/blog-posts", { id: "draft-only", ...draft }, cookie));
    await one.PUT(
      jsonRequest(
        "PUT",
        "/api/blog-posts/amp-post",
        { ...draft, is_published: 1, base_updated_at: await baseVersion("amp-post", cookie) },
        cookie,
      ),
      params({ key: "amp-post" }),
    );
    await publish.POST(
      jsonRequest("POST", "/api/blog-posts/amp-post/publish", undefined, cookie),
      params({ key: "amp-post" }),
    );
    const hidden = seedPosts.find((post) => post.list.lang === "ko")?.id ?? "";
    await toggle.POST(
      jsonRequest("POST", `/api/blog-posts/${hidden}/toggle-published`, undefined, cookie),
      params({ key: hidden }),
    );
    const doc = await feedDocument();
    const links = [...doc.querySelectorAll("item link")].map((node) => node.textContent);
    expect(links.some((link) => link?.endsWith(`/blog/${hidden}`))).toBe(false);
    expect(links.some((link) => link?.endsWith("/blog/draft-only"))).toBe(false); // never published
    const ampItem = [...doc.querySelectorAll("item")].find((item) =>
      item.querySelector("link")?.textContent?.endsWith("/blog/amp-post"),
    );
    expect(ampItem?.querySelector("title")?.textContent).toBe("R&D <beta>");
    // One Korean seed post unpublished, one new Korean post published: the count is unchanged.
    expect(doc.querySelectorAll("item")).toHaveLength(seedPosts.filter((post) => post.list.lang === "ko").length);
  });
});
