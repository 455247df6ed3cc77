/** @jest-environment node */
import { jsonRequest, migrate, params, signInCookie } from "./blog-harness";
import * as list from "@/app/api/blog-posts/route";
import * as one from "@/app/api/blog-posts/[key]/route";
import * as publish from "@/app/api/blog-posts/[key]/publish/route";
import * as toggle from "@/app/api/blog-posts/[key]/toggle-published/route";
import * as news from "@/app/api/news/route";
import * as newsOne from "@/app/api/news/[id]/route";

const dataList = { title: "API test post", category: "Tutorial", summary: "Made by the API test" };
const dataContent = { sections: [[{ type: "paragraph", text: 'Hello <img src=x onerror="alert(1)"><b>world</b>' }]] };

let cookie = "";
beforeAll(async () => {
  await migrate(true);
  cookie = await signInCookie();
});

describe("every write answers 401 without a session", () => {
  const writes: [string, () => Promise<Response>][] = [
    [
      "POST /api/blog-posts",
      () =>
        list.POST(jsonRequest("POST", "/api/blog-posts", { id: "x", data_list: dataList, data_content: dataContent })),
    ],
    [
      "PUT /api/blog-posts/{key}",
      () =>
        one.PUT(
          jsonRequest("PUT", "/api/blog-posts/ai-feasibility-in-minutes", {
            data_list: dataList,
            data_content: dataContent,
            is_published: 1,
          }),
          params({ key: "ai-feasibility-in-minutes" }),
        ),
    ],
    [
      "POST …/publish",
      () =>
        publish.POST(
          jsonRequest("POST", "/api/blog-posts/ai-feasibility-in-minutes/publish"),
          params({ key: "ai-feasibility-in-minutes" }),
        ),
    ],
    [
      "POST …/toggle-published",
      () =>
        toggle.POST(
          jsonRequest("POST", "/api/blog-posts/ai-feasibility-in-minutes/toggle-published"),
          params({ key: "ai-feasibility-in-minutes" }),
        ),
    ],
    [
      "POST /api/news",
      () => news.POST(jsonRequest("POST", "/api/news", { source: "S", title: "T", url: "https://n.test" })),
    ],
    [
      "PUT /api/news/{id}",
      () =>
        newsOne.PUT(
          jsonRequest("PUT", "/api/news/1", { source: "S", title: "T", url: "https://n.test" }),
          params({ id: "1" }),
        ),
    ],
    ["DELETE /api/news/{id}", () => newsOne.DELETE(jsonRequest("DELETE", "/api/news/1"), params({ id: "1" }))],
  ];
  it.each(writes)("%s", async (_label, call) => {
    const response = await call();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: "Sign in as staff to continue." });
  });

  it("also with a cookie of a deleted session", async () => {
    const response = await list.POST(
      jsonRequest(
        "POST",
        "/api/blog-posts",
        { id: "x", data_list: dataList, data_content: dataContent },
        "staff=gone.forged",
      ),
    );
    expect(response.status).toBe(401);
  });
});

describe("blog posts", () => {
  it("creates a post (201, draft only, markup sanitised), then 409 for the same id", async () => {
    const body = { id: "api-post", data_list: dataList, data_content: dataContent };
    const created = await list.POST(jsonRequest("POST", "/api/blog-posts", body, cookie));
    expect(created.status).toBe(201);
    const json = await created.json();
    expect(json.success).toBe(true);
    expect(json.data).toMatchObject({ id: "api-post", is_published: 0, is_live: false });
    expect(JSON.stringify(json.data.data_content)).not.toContain("onerror");

    const again = await list.POST(jsonRequest("POST", "/api/blog-posts", body, cookie));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      message: "A blog post with this ID already exists",
      fieldErrors: { id: ["A blog post with this ID already exists"] },
    });
  });

  it.each([
    [
      "an id with a space",
      { id: "bad id", data_list: dataList, data_content: dataContent },
      "id: Post ID can only contain letters, numbers, dashes, and underscores",
    ],
    [
      "a list without a title",
      { id: "t1", data_list: { category: "C" }, data_content: dataContent },
      "data_list.title:",
    ],
    [
      "an unknown block",
      { id: "t2", data_list: dataList, data_content: { sections: [[{ type: "script" }]] } },
      "data_content.sections.0.0.type:",
    ],
  ])("answers 400 with the server's message for %s", async (_label, body, message) => {
    const response = await list.POST(jsonRequest("POST", "/api/blog-posts", body, cookie));
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.success).toBe(false);
    expect(json.message).toContain(message);
  });

  it("keeps drafts from visitors until saved as published and pushed live", async () => {
    const visitorGet = () => one.GET(jsonRequest("GET", "/api/blog-posts/api-post"), params({ key: "api-post" }));
    const visitorIds = async () =>
      ((await (await list.GET(jsonRequest("GET", "/api/blog-posts"))).json()).data as { id: string }[]).map(
        (p) => p.id,
      );

    expect((await visitorGet()).status).toBe(404);
    const saved = await one.PUT(
      jsonRequest(
        "PUT",
        "/api/blog-posts/api-post",
        { data_list: { ...dataList, title: "Draft 2" }, data_content: dataContent, is_published: 1 },
        cookie,
      ),
      params({ key: "api-post" }),
    );
    expect(saved.status).toBe(200);
    expect((await visitorGet()).status).toBe(404); // published but never pushed live
    expect(await visitorIds()).not.toContain("api-post");

    const pushed = await publish.POST(
      jsonRequest("POST", "/api/blog-posts/api-post/publish", undefined, cookie),
      params({ key: "api-post" }),
    );
    expect((await pushed.json()).data).toMatchObject({ is_live: true, has_unpublished_changes: false });
    const visible = await visitorGet();
    expect(visible.status).toBe(200);
    expect((await visible.json()).data).toMatchObject({ id: "api-post", title: "Draft 2", category: "Tutorial" });
    expect(await visitorIds()).toContain("api-post");

    // A later draft stays invisible until the next publish.
    await one.PUT(
      jsonRequest(
        "PUT",
        "/api/blog-posts/api-post",
        { data_list: { ...dataList, title: "Draft 3" }, data_content: dataContent, is_published: 1 },
        cookie,
      ),
      params({ key: "api-post" }),
    );
    expect((await (await visitorGet()).json()).data.title).toBe("Draft 2");

    const toggled = await toggle.POST(
      jsonRequest("POST", "/api/blog-posts/api-post/toggle-published", undefined, cookie),
      params({ key: "api-post" }),
    );
    expect((await toggled.json()).data.is_published).toBe(0);
    expect((await visitorGet()).status).toBe(404);
    expect(await visitorIds()).not.toContain("api-post");
  });

  it("gives staff every post with its draft", async () => {
    const response = await list.GET(jsonRequest("GET", "/api/blog-posts", undefined, cookie));
    const ids = ((await response.json()).data as { id: string }[]).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(["api-post", "ai-feasibility-in-minutes"]));
  });

  it("answers 404 for an unknown post, also for staff", async () => {
    const response = await publish.POST(
      jsonRequest("POST", "/api/blog-posts/nope/publish", undefined, cookie),
      params({ key: "nope" }),
    );
    expect(response.status).toBe(404);
  });

  it("answers 415 for a body that is not JSON", async () => {
    const request = new Request("http://localhost:3000/api/blog-posts", {
      method: "POST",
      body: "id=x",
      headers: { cookie },
    });
    expect((await list.POST(request)).status).toBe(415);
  });
});
