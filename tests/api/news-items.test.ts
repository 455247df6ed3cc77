/** @jest-environment node */
import { jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { signInCookie } from "./staff-harness";
import * as news from "@/app/api/news/route";
import * as one from "@/app/api/news/[id]/route";
import { expectEnvelopedRefusal } from "@/tests/support/refusal";

let cookie = "";
setupTestDatabase({ seed: true });
beforeAll(async () => {
  cookie = await signInCookie();
});

const item = {
  source: "Daily Build",
  title: "Atlas in the news",
  description: "A story",
  url: "https://news.test/a",
  publishedOn: "2026-01-15",
};

describe("news API", () => {
  it("lists the seeded items publicly", async () => {
    const response = await news.GET(jsonRequest("GET", "/api/news"));
    const json = await response.json();
    expect(json.success).toBe(true);
    expect(json.data.map((n: { id: number }) => n.id)).toEqual(expect.arrayContaining([1, 2]));
  });

  it("lists About's news in one language: its own and those for both, newest first", async () => {
    const en = await news.POST(
      jsonRequest("POST", "/api/news", { ...item, locale: "en", publishedOn: "2099-01-02" }, cookie),
    );
    const both = await news.POST(jsonRequest("POST", "/api/news", { ...item, publishedOn: "2099-01-01" }, cookie));
    const ko = await news.POST(
      jsonRequest("POST", "/api/news", { ...item, locale: "ko", publishedOn: "2099-01-03" }, cookie),
    );
    const [enId, bothId, koId] = await Promise.all([en, both, ko].map(async (r) => (await r.json()).data.id as number));
    const list = async (locale: string) => {
      const response = await news.GET(jsonRequest("GET", `/api/news?locale=${locale}`));
      expect(response.status).toBe(200);
      return ((await response.json()).data as { id: number }[]).map((n) => n.id);
    };
    const english = await list("en");
    expect(english.slice(0, 2)).toEqual([enId, bothId]);
    expect(english).not.toContain(koId);
    const korean = await list("ko");
    expect(korean.slice(0, 2)).toEqual([koId, bothId]);
    expect(korean).not.toContain(enId);
    // Only what the page draws: no staff fields such as the language or the dates of edits.
    const [first] = (await (await news.GET(jsonRequest("GET", "/api/news?locale=en"))).json()).data;
    expect(Object.keys(first).sort()).toEqual(["description", "id", "publishedOn", "source", "title", "url"]);
    for (const id of [enId, bothId, koId])
      await one.DELETE(jsonRequest("DELETE", `/api/news/${id}`, undefined, cookie), params({ id: String(id) }));
  });

  it("responds 400 with the field's problem for a language the site does not have", async () => {
    const response = await news.GET(jsonRequest("GET", "/api/news?locale=fr"));
    await expectEnvelopedRefusal(response, 400, "locale: locale must be one of ko, en", {
      locale: ["locale must be one of ko, en"],
    });
  });

  it("creates, reads, updates and deletes with a staff session", async () => {
    const created = await news.POST(jsonRequest("POST", "/api/news", item, cookie));
    expect(created.status).toBe(201);
    const { id } = (await created.json()).data as { id: number };
    const read = await one.GET(jsonRequest("GET", `/api/news/${id}`), params({ id: String(id) }));
    expect((await read.json()).data).toMatchObject(item);
    const updated = await one.PUT(
      jsonRequest("PUT", `/api/news/${id}`, { ...item, title: "Changed" }, cookie),
      params({ id: String(id) }),
    );
    expect((await updated.json()).data.title).toBe("Changed");
    expect(
      (await one.DELETE(jsonRequest("DELETE", `/api/news/${id}`, undefined, cookie), params({ id: String(id) })))
        .status,
    ).toBe(200);
    expect((await one.GET(jsonRequest("GET", `/api/news/${id}`), params({ id: String(id) }))).status).toBe(404);
  });

  it.each([
    ["a javascript: url", { ...item, url: "javascript:alert(1)" }, "url:"],
    ["a missing title", { ...item, title: "" }, "title: title is required"],
    ["a bad date", { ...item, publishedOn: "15/01/2026" }, "publishedOn: publishedOn must look like YYYY-MM-DD"],
  ])("responds 400 for %s", async (_label, body, message) => {
    const response = await news.POST(jsonRequest("POST", "/api/news", body, cookie));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(message);
  });

  it("responds 404 for an id that is not a number", async () => {
    expect((await one.GET(jsonRequest("GET", "/api/news/abc"), params({ id: "abc" }))).status).toBe(404);
  });
});
