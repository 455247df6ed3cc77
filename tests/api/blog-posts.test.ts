/** @jest-environment node */
import { baseVersion, jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { signInCookie } from "./staff-harness";
import * as list from "@/app/api/blog-posts/route";
import * as one from "@/app/api/blog-posts/[key]/route";
import * as availability from "@/app/api/blog-posts/[key]/availability/route";
import * as publish from "@/app/api/blog-posts/[key]/publish/route";
import * as toggle from "@/app/api/blog-posts/[key]/toggle-published/route";
import * as news from "@/app/api/news/route";
import * as newsOne from "@/app/api/news/[id]/route";
import { expectEnvelopedRefusal } from "@/tests/support/refusal";

const dataList = { title: "API test post", category: "Tutorial", summary: "Made by the API test" };
const dataContent = { sections: [[{ type: "paragraph", text: 'Hello <img src=x onerror="alert(1)"><b>world</b>' }]] };

// Migrating and seeding a fresh SQLite file takes a few seconds on a busy machine.
jest.setTimeout(60_000);
let cookie = "";
setupTestDatabase({ seed: true });
beforeAll(async () => {
  cookie = await signInCookie();
});

describe("every write responds 401 without a session", () => {
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
    await expectEnvelopedRefusal(response, 401, "Sign in as staff to continue.");
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

const withLocale = (request: Request, locale: "ko" | "en") => {
  request.headers.set("x-locale", locale);
  return request;
};

/** Saves the "api-post" draft under `title` (with any `extra` fields) as the editor's Save sends it. */
const saveApiPost = async (title: string, extra: Record<string, unknown> = {}) =>
  one.PUT(
    jsonRequest(
      "PUT",
      "/api/blog-posts/api-post",
      {
        data_list: { ...dataList, title },
        data_content: dataContent,
        ...extra,
        base_updated_at: await baseVersion("api-post", cookie),
      },
      cookie,
    ),
    params({ key: "api-post" }),
  );

describe("blog posts", () => {
  it("creates a draft (201, not live, markup sanitised), then 409 for the same id", async () => {
    const body = { id: "api-post", data_list: dataList, data_content: dataContent };
    const created = await list.POST(jsonRequest("POST", "/api/blog-posts", body, cookie));
    expect(created.status).toBe(201);
    const json = await created.json();
    expect(json.success).toBe(true);
    expect(json.data).toMatchObject({ id: "api-post", is_published: 0, is_live: false, state: "draft", lang: "ko" });
    expect(JSON.stringify(json.data.data_content)).not.toContain("onerror");

    // An id the writer chose is refused, naming the field, in the caller's language.
    const again = await list.POST(jsonRequest("POST", "/api/blog-posts", body, cookie));
    const taken = "다른 게시물이 이미 쓰고 있는 ID입니다. 다른 ID를 정하세요";
    await expectEnvelopedRefusal(again, 409, `게시물 ID: ${taken}`, { id: [taken] });
    const inEnglish = await list.POST(withLocale(jsonRequest("POST", "/api/blog-posts", body, cookie), "en"));
    await expectEnvelopedRefusal(inEnglish, 409, "Post ID: A blog post with this ID already exists", {
      id: ["A blog post with this ID already exists"],
    });
  });

  it("numbers an id the editor made from a title when another post has it (-2, -3), in any letter case", async () => {
    const create = (id: string, title: string) =>
      list.POST(
        jsonRequest(
          "POST",
          "/api/blog-posts",
          { id, id_suggested: true, data_list: { title, category: "" }, data_content: { sections: [] } },
          cookie,
        ),
      );
    const ids: string[] = [];
    for (const id of ["wolgan-jepum-sosik", "wolgan-jepum-sosik", "Wolgan-Jepum-Sosik"]) {
      const response = await create(id, "월간 제품 소식");
      expect(response.status).toBe(201);
      ids.push((await response.json()).data.id);
    }
    expect(ids).toEqual(["wolgan-jepum-sosik", "wolgan-jepum-sosik-2", "Wolgan-Jepum-Sosik-3"]);
    // The longest id keeps its number: the end of the title gives way.
    const long = "a".repeat(120);
    expect((await create(long, "A")).status).toBe(201);
    const next = await create(long, "A");
    expect((await next.json()).data.id).toBe(`${"a".repeat(118)}-2`);
  });

  it("refuses an id that differs from a post's only in case (409), also at the database", async () => {
    const create = (id: string) =>
      list.POST(jsonRequest("POST", "/api/blog-posts", { id, data_list: dataList, data_content: dataContent }, cookie));
    expect((await create("T4-CASE")).status).toBe(201);
    const message = "대소문자만 다른 ID(T4-CASE)를 다른 게시물이 쓰고 있어 같은 주소가 됩니다. 다른 ID를 정하세요";
    for (const id of ["t4-case", "T4-Case"]) {
      const again = await create(id);
      await expectEnvelopedRefusal(again, 409, `게시물 ID: ${message}`, { id: [message] });
    }
    // The editor's "is this address free?" check finds the post in other case, and answers 200 either way.
    const taken = async (key: string, session?: string) => {
      const request = jsonRequest("GET", `/api/blog-posts/${key}/availability`, undefined, session);
      const response = await availability.GET(request, params({ key }));
      return [response.status, (await response.json()).data?.taken];
    };
    expect(await taken("t4-case", cookie)).toEqual([200, true]);
    expect(await taken("t4-case-free", cookie)).toEqual([200, false]);
    expect((await taken("t4-case"))[0]).toBe(401);
    const staffGet = await one.GET(
      jsonRequest("GET", "/api/blog-posts/t4-case", undefined, cookie),
      params({ key: "t4-case" }),
    );
    expect(staffGet.status).toBe(200);
    expect((await staffGet.json()).data.id).toBe("T4-CASE");
    expect((await one.GET(jsonRequest("GET", "/api/blog-posts/t4-case"), params({ key: "t4-case" }))).status).toBe(404);
    const { createPrismaClient } = await import("@/lib/db/create-client");
    const { DATABASE_URL } = await import("./blog-harness");
    const prisma = createPrismaClient(DATABASE_URL);
    try {
      expect(await prisma.blogPost.count({ where: { idLower: "t4-case" } })).toBe(1);
      expect((await prisma.blogPost.findUniqueOrThrow({ where: { idLower: "t4-case" } })).id).toBe("T4-CASE");
      // A writer that skips the check (two creates at once) meets the unique index.
      await expect(
        prisma.blogPost.create({
          data: { id: "t4-case", idLower: "t4-case", draftList: dataList, draftContent: dataContent },
        }),
      ).rejects.toMatchObject({ code: "P2002" });
    } finally {
      await prisma.$disconnect();
    }
  });

  it.each([
    [
      "an id with a space",
      { id: "bad id", data_list: dataList, data_content: dataContent },
      "en",
      "id",
      "Post ID: use only letters, numbers, dashes and underscores",
    ],
    [
      "an unknown block",
      { id: "t2", data_list: dataList, data_content: { sections: [[{ type: "script" }]] } },
      "en",
      "data_content.sections.0.0.type",
      "Section 1, block 1: choose a block type",
    ],
    [
      "a youtube block without its address",
      {
        id: "t3",
        data_list: dataList,
        data_content: { sections: [[{ type: "heading", level: 1, text: "A" }, { type: "youtube" }]] },
      },
      "ko",
      "data_content.sections.0.1.url",
      "섹션 1, 블록 2: 동영상 주소를 입력하세요",
    ],
    // A missing title or an empty list item is a draft's right: Publish names them (blog-drafts.test.ts).
  ])("responds 400 naming the field in the caller's language for %s", async (_label, body, locale, field, message) => {
    const response = await list.POST(
      withLocale(jsonRequest("POST", "/api/blog-posts", body, cookie), locale as "ko" | "en"),
    );
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.success).toBe(false);
    expect(json.message).toContain(message);
    expect(json.fieldErrors[field]).toEqual([message]);
  });

  it("keeps a draft from visitors until it is published, and a later draft until the next publish", async () => {
    const visitorGet = () => one.GET(jsonRequest("GET", "/api/blog-posts/api-post"), params({ key: "api-post" }));
    const visitorIds = async () =>
      ((await (await list.GET(jsonRequest("GET", "/api/blog-posts"))).json()).data as { id: string }[]).map(
        (p) => p.id,
      );
    const saveTitled = (title: string) => saveApiPost(title);

    expect((await visitorGet()).status).toBe(404);
    const saved = await saveTitled("Draft 2");
    expect((await saved.json()).data).toMatchObject({ state: "draft", is_published: 0 });
    expect((await visitorGet()).status).toBe(404);
    expect(await visitorIds()).not.toContain("api-post");

    const pushed = await publish.POST(
      jsonRequest("POST", "/api/blog-posts/api-post/publish", undefined, cookie),
      params({ key: "api-post" }),
    );
    expect((await pushed.json()).data).toMatchObject({
      is_live: true,
      is_published: 1,
      state: "live",
      has_unpublished_changes: false,
    });
    const visible = await visitorGet();
    expect(visible.status).toBe(200);
    expect((await visible.json()).data).toMatchObject({ id: "api-post", title: "Draft 2", category: "Tutorial" });
    expect(await visitorIds()).toContain("api-post");

    const later = await saveTitled("Draft 3");
    expect((await later.json()).data).toMatchObject({ state: "live_changed", has_unpublished_changes: true });
    expect((await (await visitorGet()).json()).data.title).toBe("Draft 2");

    const toggled = await toggle.POST(
      jsonRequest("POST", "/api/blog-posts/api-post/toggle-published", undefined, cookie),
      params({ key: "api-post" }),
    );
    expect((await toggled.json()).data).toMatchObject({ is_published: 0, state: "draft" });
    expect((await visitorGet()).status).toBe(404);
    expect(await visitorIds()).not.toContain("api-post");
  });

  it("publishes the saved draft when the body is empty, even with a JSON Content-Type", async () => {
    const draft = await one.PUT(
      jsonRequest(
        "PUT",
        "/api/blog-posts/api-post",
        {
          data_list: { ...dataList, title: "Saved" },
          data_content: dataContent,
          base_updated_at: await baseVersion("api-post", cookie),
        },
        cookie,
      ),
      params({ key: "api-post" }),
    );
    expect(draft.status).toBe(200);
    for (const body of [undefined, "", "  \n"]) {
      const request = new Request("http://localhost:3000/api/blog-posts/api-post/publish", {
        method: "POST",
        headers: { "content-type": "application/json", cookie, "x-forwarded-for": "10.9.0.1" },
        body,
      });
      const response = await publish.POST(request, params({ key: "api-post" }));
      expect(response.status).toBe(200);
      expect((await response.json()).data).toMatchObject({ title: "Saved", state: "live" });
    }
    const broken = await publish.POST(
      new Request("http://localhost:3000/api/blog-posts/api-post/publish", {
        method: "POST",
        headers: { "content-type": "application/json", cookie, "x-forwarded-for": "10.9.0.1" },
        body: "{",
      }),
      params({ key: "api-post" }),
    );
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe("The request body is not valid JSON.");
  });

  it("treats the Published checkbox as Publish and Unpublish: 1 makes the saved draft live, 0 takes it down", async () => {
    const put = (title: string, is_published: 0 | 1) => saveApiPost(title, { is_published });
    const on = await (await put("Ticked", 1)).json();
    expect(on.data).toMatchObject({ is_published: 1, state: "live" });
    const live = await (
      await one.GET(jsonRequest("GET", "/api/blog-posts/api-post"), params({ key: "api-post" }))
    ).json();
    expect(live.data.title).toBe("Ticked");
    const off = await (await put("Unticked", 0)).json();
    expect(off.data).toMatchObject({ is_published: 0, state: "draft", title: "Unticked" });
    expect((await one.GET(jsonRequest("GET", "/api/blog-posts/api-post"), params({ key: "api-post" }))).status).toBe(
      404,
    );
  });

  it("Publish to Prod makes an unticked draft live instead of reporting a success that is not", async () => {
    const response = await publish.POST(
      jsonRequest("POST", "/api/blog-posts/api-post/publish", undefined, cookie),
      params({ key: "api-post" }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ is_published: 1, state: "live" });
    expect((await one.GET(jsonRequest("GET", "/api/blog-posts/api-post"), params({ key: "api-post" }))).status).toBe(
      200,
    );
  });

  it("gives staff every post with its draft", async () => {
    const response = await list.GET(jsonRequest("GET", "/api/blog-posts", undefined, cookie));
    const ids = ((await response.json()).data as { id: string }[]).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(["api-post", "ai-feasibility-in-minutes"]));
  });

  it("responds 404 for an unknown post, also for staff", async () => {
    const response = await publish.POST(
      jsonRequest("POST", "/api/blog-posts/nope/publish", undefined, cookie),
      params({ key: "nope" }),
    );
    expect(response.status).toBe(404);
  });

  it("responds 415 for a body that is not JSON", async () => {
    const request = new Request("http://localhost:3000/api/blog-posts", {
      method: "POST",
      body: "id=x",
      headers: { cookie },
    });
    expect((await list.POST(request)).status).toBe(415);
  });
});

describe("the API's post format", () => {
  // Each block type as the API defines it; posted, then read back by staff and (once live) by visitors.
  const specBlocks = [
    { type: "prolog", text: "An <strong>introduction</strong> that is not numbered." },
    { type: "heading", text: "First part", level: 1 },
    { type: "heading", text: "A detail", level: 2 },
    { type: "heading", text: "A smaller one", level: 3 },
    { type: "paragraph", text: 'Text with <em>markup</em> and <a href="/zen-app">a link</a>.' },
    { type: "list", ordered: true, text: ["One", "Two <strong>bold</strong>"] },
    { type: "list", ordered: false, text: ["Apple", "Pear"] },
    { type: "image", url: "figures/parking-options.svg", alt: "Two rows of parking stalls" },
    { type: "button", text: "Request a demo" },
    { type: "button", text: "Read more", link: "/zen-app" },
    { type: "youtube", url: "aqz-KE-bpKQ" },
  ];

  it.each(specBlocks.map((block) => [block.type, block] as const))(
    "keeps a %s block exactly as posted",
    async (type, block) => {
      const id = `spec-${type}-${specBlocks.indexOf(block)}`;
      const content = { sections: [[block]] };
      const created = await list.POST(
        jsonRequest("POST", "/api/blog-posts", { id, data_list: dataList, data_content: content }, cookie),
      );
      expect(created.status).toBe(201);
      const staff = await (
        await one.GET(jsonRequest("GET", `/api/blog-posts/${id}`, undefined, cookie), params({ key: id }))
      ).json();
      expect(staff.data.data_content).toEqual(content);
      await publish.POST(jsonRequest("POST", `/api/blog-posts/${id}/publish`, undefined, cookie), params({ key: id }));
      const visitor = await (await one.GET(jsonRequest("GET", `/api/blog-posts/${id}`), params({ key: id }))).json();
      expect(visitor.data.sections).toEqual(content.sections);
    },
  );

  it("reads a pasted YouTube address down to its id in `url`", async () => {
    const content = { sections: [[{ type: "youtube", url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10" }]] };
    const created = await list.POST(
      jsonRequest(
        "POST",
        "/api/blog-posts",
        { id: "spec-youtube-url", data_list: dataList, data_content: content },
        cookie,
      ),
    );
    expect((await created.json()).data.data_content.sections[0][0]).toEqual({ type: "youtube", url: "aqz-KE-bpKQ" });
  });

  it("refuses the older shapes (items, videoId) with the field named", async () => {
    const content = {
      sections: [
        [
          { type: "list", ordered: false, items: ["a"] },
          { type: "youtube", videoId: "aqz-KE-bpKQ" },
        ],
      ],
    };
    const response = await list.POST(
      withLocale(
        jsonRequest("POST", "/api/blog-posts", { id: "old-shape", data_list: dataList, data_content: content }, cookie),
        "en",
      ),
    );
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.fieldErrors["data_content.sections.0.0.text"]).toEqual(["Section 1, block 1: add at least one item"]);
    expect(json.fieldErrors["data_content.sections.0.1.url"]).toEqual(["Section 1, block 2: enter the video address"]);
  });
});
