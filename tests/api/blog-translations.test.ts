/** @jest-environment node */
// A post and its other-language version are a pair, whichever of the two names the other in the
// editor's field "다른 언어로 쓴 같은 글" (`translation`): both pages carry both hreflang alternates
// and their language switches lead to each other. Only a live partner counts, each post has one
// partner at most (hreflang must be returned), and a partner's change of address keeps the pair.
import { baseVersion, jsonRequest, oneParagraph, params, setupTestDatabase, smallPosts } from "./blog-harness";
import { setupStaffSessions } from "./staff-harness";
import * as one from "@/app/api/blog-posts/[key]/route";
import * as publish from "@/app/api/blog-posts/[key]/publish/route";
import * as unpublish from "@/app/api/blog-posts/[key]/unpublish/route";
import * as schedule from "@/app/api/blog-posts/[key]/schedule/route";

// Outside a Next server: the post page's draft-mode check says "off".
jest.mock("next/headers", () => ({
  draftMode: async () => ({ isEnabled: false }),
  headers: async () => new Headers(),
}));
// The metadata's words (the feed's title) are not what these tests read.
jest.mock("next-intl/server", () => ({
  setRequestLocale: () => undefined,
  getTranslations: async () => (key: string) => key,
}));

jest.setTimeout(60_000);
const prisma = setupTestDatabase();
const session = setupStaffSessions({ editor: ["Test editor", "editor"] });

const content = oneParagraph();
const { card, create } = smallPosts({ ko: "같은 글의 한국어판", en: "The same post in English" }, () => session.editor);
async function save(id: string, body: Record<string, unknown>) {
  const base_updated_at = await baseVersion(id, session.editor);
  const response = await one.PUT(
    jsonRequest("PUT", `/api/blog-posts/${id}`, { data_content: content, ...body, base_updated_at }, session.editor),
    params({ key: id }),
  );
  expect(response.status).toBe(200);
}
async function action(route: typeof publish | typeof unpublish, id: string, name: string) {
  const response = await route.POST(
    jsonRequest("POST", `/api/blog-posts/${id}/${name}`, undefined, session.editor),
    params({ key: id }),
  );
  expect(response.status).toBe(200);
}
const publishPost = (id: string) => action(publish, id, "publish");
const unpublishPost = (id: string) => action(unpublish, id, "unpublish");
/** A published Korean post and its published English version, which names the Korean one. */
async function publishPair(ko: string, en: string) {
  await create(ko, "ko");
  await create(en, "en", ko);
  await publishPost(ko);
  await publishPost(en);
}

/** The hreflang alternates the post page's metadata gives, as `<link rel="alternate">` says them. */
async function hreflang(locale: "ko" | "en", contentId: string) {
  const page = await import("@/app/[locale]/(marketing)/blog/[contentId]/page");
  const metadata = await page.generateMetadata({
    params: Promise.resolve({ locale, contentId }),
    searchParams: Promise.resolve({}),
  });
  return metadata.alternates?.languages;
}
/** Where the post page's language switch goes, by language. */
async function switchPaths(contentId: string) {
  const { getLivePost } = await import("@/lib/blog/live-posts");
  const { postSwitchPaths } = await import("@/lib/blog/metadata");
  const post = await getLivePost(contentId);
  if (!post) throw new Error(`${contentId} is not live`);
  return postSwitchPaths(post);
}

describe("a post and its other-language version", () => {
  beforeAll(() => publishPair("pair-ko", "pair-en"));

  it("carry both hreflang alternates when only the English post names the Korean one", async () => {
    const both = { ko: "/blog/pair-ko", en: "/en/blog/pair-en", "x-default": "/blog/pair-ko" };
    expect(await hreflang("ko", "pair-ko")).toEqual(both);
    expect(await hreflang("en", "pair-en")).toEqual(both);
    // The Korean post under the English prefix is the same text: its alternates are the same.
    expect(await hreflang("en", "pair-ko")).toEqual(both);
  });

  it("lead the language switch to each other", async () => {
    expect(await switchPaths("pair-ko")).toEqual({ ko: "/blog/pair-ko", en: "/blog/pair-en" });
    expect(await switchPaths("pair-en")).toEqual({ ko: "/blog/pair-ko", en: "/blog/pair-en" });
  });

  it("part when the partner is unpublished or only scheduled: the switch then goes to the list", async () => {
    await unpublishPost("pair-en");
    expect(await hreflang("ko", "pair-ko")).toEqual({ ko: "/blog/pair-ko", "x-default": "/blog/pair-ko" });
    expect(await switchPaths("pair-ko")).toEqual({ ko: "/blog/pair-ko", en: "/blog" });

    const at = new Date(Date.now() + 86_400_000).toISOString();
    const base_updated_at = await baseVersion("pair-en", session.editor);
    const scheduled = await schedule.POST(
      jsonRequest("POST", "/api/blog-posts/pair-en/schedule", { at, base_updated_at }, session.editor),
      params({ key: "pair-en" }),
    );
    expect(scheduled.status).toBe(200);
    expect(await hreflang("ko", "pair-ko")).toEqual({ ko: "/blog/pair-ko", "x-default": "/blog/pair-ko" });

    await publishPost("pair-en");
    expect(await switchPaths("pair-ko")).toEqual({ ko: "/blog/pair-ko", en: "/blog/pair-en" });
  });

  it("part when the field is emptied (unlinked) and published", async () => {
    await save("pair-en", { data_list: card("en") });
    // Saved, not yet published: visitors still see the pair.
    expect((await hreflang("ko", "pair-ko"))?.en).toBe("/en/blog/pair-en");
    await publishPost("pair-en");
    expect(await hreflang("ko", "pair-ko")).toEqual({ ko: "/blog/pair-ko", "x-default": "/blog/pair-ko" });
    expect(await hreflang("en", "pair-en")).toEqual({ en: "/en/blog/pair-en", "x-default": "/en/blog/pair-en" });
    await save("pair-en", { data_list: card("en", "pair-ko") });
    await publishPost("pair-en");
  });

  it("one partner each when two English posts name the same Korean one: the newer link, or the one named back", async () => {
    await create("pair-en-2", "en", "pair-ko");
    await publishPost("pair-en-2");
    // Each page says the same: pair-ko and the newer pair-en-2; pair-en stands alone.
    const newer = { ko: "/blog/pair-ko", en: "/en/blog/pair-en-2", "x-default": "/blog/pair-ko" };
    expect(await hreflang("ko", "pair-ko")).toEqual(newer);
    expect(await hreflang("en", "pair-en-2")).toEqual(newer);
    expect(await hreflang("en", "pair-en")).toEqual({ en: "/en/blog/pair-en", "x-default": "/en/blog/pair-en" });

    // The Korean post names pair-en: that link, named from both sides, wins.
    await save("pair-ko", { data_list: card("ko", "pair-en") });
    await publishPost("pair-ko");
    const named = { ko: "/blog/pair-ko", en: "/en/blog/pair-en", "x-default": "/blog/pair-ko" };
    expect(await hreflang("ko", "pair-ko")).toEqual(named);
    expect(await hreflang("en", "pair-en")).toEqual(named);
    expect(await hreflang("en", "pair-en-2")).toEqual({
      en: "/en/blog/pair-en-2",
      "x-default": "/en/blog/pair-en-2",
    });
    expect(await switchPaths("pair-en-2")).toEqual({ ko: "/blog", en: "/blog/pair-en-2" });
    await unpublishPost("pair-en-2");
  });
});

describe("changing the address of one of a pair", () => {
  beforeAll(() => publishPair("move-ko", "move-en"));

  it("moves the partner's link with it, in its draft and its live version, without touching its version", async () => {
    const before = await prisma.blogPost.findUniqueOrThrow({ where: { id: "move-en" } });
    await save("move-ko", { data_list: card("ko"), id: "moved-ko" });
    const after = await prisma.blogPost.findUniqueOrThrow({ where: { id: "move-en" } });
    expect(after.draftList).toMatchObject({ translation: "moved-ko" });
    expect(after.liveList).toMatchObject({ translation: "moved-ko" });
    expect(after.updatedAt).toEqual(before.updatedAt);
    const pair = { ko: "/blog/moved-ko", en: "/en/blog/move-en", "x-default": "/blog/moved-ko" };
    expect(await hreflang("en", "move-en")).toEqual(pair);
    expect(await hreflang("ko", "moved-ko")).toEqual(pair);
    expect(await switchPaths("move-en")).toEqual({ ko: "/blog/moved-ko", en: "/blog/move-en" });
  });

  it("keeps the pair when the partner is saved again naming the old address (an editor left open)", async () => {
    await save("move-en", { data_list: card("en", "move-ko") });
    await publishPost("move-en");
    expect((await hreflang("en", "move-en"))?.ko).toBe("/blog/moved-ko");
  });

  it("moves the link to a draft never published, which pairs once it is", async () => {
    await create("untitled-0badc0de", "en");
    await save("moved-ko", { data_list: card("ko", "untitled-0badc0de") });
    await save("untitled-0badc0de", { data_list: card("en"), id: "named-en" });
    expect((await prisma.blogPost.findUniqueOrThrow({ where: { id: "moved-ko" } })).draftList).toMatchObject({
      translation: "named-en",
    });
    await publishPost("named-en");
    await publishPost("moved-ko");
    const pair = { ko: "/blog/moved-ko", en: "/en/blog/named-en", "x-default": "/blog/moved-ko" };
    expect(await hreflang("en", "named-en")).toEqual(pair);
    expect(await hreflang("ko", "moved-ko")).toEqual(pair);
  });
});
