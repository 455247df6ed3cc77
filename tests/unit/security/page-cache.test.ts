/** @jest-environment node */
// lib/security/page-cache.cjs leans on three things private to Next; an upgrade that moves one fails here.
import { createHash } from "node:crypto";
import path from "node:path";
import { storedPageHashes } from "@/lib/security/csp-manifest";
import { temporaryDir } from "@/tests/support/temp-dir";

/* eslint-disable @typescript-eslint/no-require-imports -- the cache handler is CommonJS, as Next loads it */
type PageCacheClass = (new (ctx: object) => {
  set(key: string, data: unknown, ctx: object): Promise<void>;
  get(key: string, ctx: object): Promise<{ value: unknown } | null>;
}) & { pagePathOf(key: string): string; noteStoredPages(serverDistDir: string): void };
const PageCache = require("@/lib/security/page-cache.cjs") as PageCacheClass;
const { getRouteCacheKey } = require("next/dist/server/lib/route-cache-key.js") as {
  getRouteCacheKey(pathname: string, owner: { kind: string; sourceRoute: string }): string;
};
const { nodeFs } = require("next/dist/server/lib/node-fs-methods.js") as { nodeFs: object };
/* eslint-enable @typescript-eslint/no-require-imports */

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = (news: string) =>
  `<html><body><p>${news}</p><script>self.__next_f.push([1,"${news}"])</script></body></html>`;

const serverDistDir = temporaryDir("page-cache-", "file");
// Next's two set-ups: pages in memory only, or on disk (under serverDistDir) as `next start` keeps them.
const inMemory = () =>
  new PageCache({
    fs: nodeFs,
    serverDistDir: path.join(__dirname, "no-such-dir"),
    flushToDisk: false,
    maxMemoryCacheSize: 1e6,
  });
const onDisk = () =>
  new PageCache({ fs: nodeFs, serverDistDir: serverDistDir(), flushToDisk: true, maxMemoryCacheSize: 0 });
const storeIn = (cache: InstanceType<PageCacheClass>, route: string, html: string) =>
  cache.set(
    getRouteCacheKey(route, { kind: "APP_PAGE", sourceRoute: "/[locale]/(marketing)/about/page" }),
    { kind: "APP_PAGE", html, rscData: Buffer.from(""), headers: {}, status: 200 },
    { cacheControl: { revalidate: false } },
  );

it("reads a page's path from the key Next stores it under", () => {
  const key = getRouteCacheKey("/ko/about", { kind: "APP_PAGE", sourceRoute: "/[locale]/(marketing)/about/page" });
  expect(PageCache.pagePathOf(key)).toBe("/ko/about");
});

it("tells the proxy the script hashes of the last two copies of a page before Next stores each", async () => {
  const cache = inMemory();
  const key = getRouteCacheKey("/en/about", { kind: "APP_PAGE", sourceRoute: "/[locale]/(marketing)/about/page" });
  const store = (html: string) =>
    cache.set(
      key,
      { kind: "APP_PAGE", html, rscData: Buffer.from(""), headers: {}, status: 200 },
      { cacheControl: { revalidate: false } },
    );

  expect(storedPageHashes("/en/about")).toEqual([]);
  await store(page("first"));
  await store(page("second"));
  expect(storedPageHashes("/en/about")).toEqual([
    sha('self.__next_f.push([1,"second"])'),
    sha('self.__next_f.push([1,"first"])'),
  ]);
  await store(page("third"));
  expect(storedPageHashes("/en/about")).toEqual([
    sha('self.__next_f.push([1,"third"])'),
    sha('self.__next_f.push([1,"second"])'),
  ]);
  // Next reads the entry back as it stored it: a page entry with its HTML.
  expect((await cache.get(key, { kind: "APP_PAGE", isFallback: false }))?.value).toMatchObject({
    kind: "APP_PAGE",
    html: page("third"),
  });
  expect(storedPageHashes("/ko/about")).toEqual([]);
});

it("after a restart, names the scripts of the copies an earlier process stored on disk before Next reads them", async () => {
  const earlier = onDisk();
  await storeIn(earlier, "/ko/about", page("earlier news"));
  await storeIn(earlier, "/ko/about", page("news after the edit"));
  await storeIn(earlier, "/en/about", page("English news"));
  // A new process: nothing noted in memory, the copies still on disk, where Next serves them from.
  (globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for("site.stored-pages")]?.clear();
  expect(storedPageHashes("/ko/about")).toEqual([]);

  PageCache.noteStoredPages(serverDistDir());
  expect(storedPageHashes("/ko/about")).toEqual([sha('self.__next_f.push([1,"news after the edit"])')]);
  expect(storedPageHashes("/en/about")).toEqual([sha('self.__next_f.push([1,"English news"])')]);
});

it("notes nothing where no page was stored yet (a fresh build)", () => {
  expect(() => PageCache.noteStoredPages(path.join(serverDistDir(), "no-such-dir"))).not.toThrow();
});

it("keeps no 404 of a blog address no post has (any visitor can make one up), but keeps the post pages", async () => {
  const cache = inMemory();
  const postKey = (route: string) =>
    getRouteCacheKey(route, { kind: "APP_PAGE", sourceRoute: "/[locale]/(marketing)/blog/[contentId]/page" });
  const store = (route: string, status: number) =>
    cache.set(
      postKey(route),
      { kind: "APP_PAGE", html: page(route), rscData: Buffer.from(""), headers: {}, status },
      { cacheControl: { revalidate: false } },
    );

  await store("/en/blog/made-up-1", 404);
  expect(await cache.get(postKey("/en/blog/made-up-1"), { kind: "APP_PAGE", isFallback: false })).toBeNull();
  expect(storedPageHashes("/en/blog/made-up-1")).toEqual([]);

  await store("/en/blog/a-real-post", 200);
  expect(
    (await cache.get(postKey("/en/blog/a-real-post"), { kind: "APP_PAGE", isFallback: false }))?.value,
  ).toMatchObject({
    status: 200,
  });
  expect(storedPageHashes("/en/blog/a-real-post")).toEqual([sha('self.__next_f.push([1,"/en/blog/a-real-post"])')]);
});

it("renders again a blog copy that another instance sharing the folder stored since this one started", async () => {
  const other = onDisk();
  const key = getRouteCacheKey("/en/blog", { kind: "APP_PAGE", sourceRoute: "/[locale]/(marketing)/blog/page" });
  await other.set(
    key,
    { kind: "APP_PAGE", html: page("another instance's list"), rscData: Buffer.from(""), headers: {}, status: 200 },
    { cacheControl: { revalidate: false } },
  );
  // This process never noted that copy, so this request's policy could not name its scripts: a miss.
  (globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for("site.stored-pages")]?.clear();
  const mine = onDisk();
  expect(await mine.get(key, { kind: "APP_PAGE", isFallback: false })).toBeNull();
  // Copies on disk when the server starts are noted then, and served.
  PageCache.noteStoredPages(serverDistDir());
  expect((await mine.get(key, { kind: "APP_PAGE", isFallback: false }))?.value).toMatchObject({
    html: page("another instance's list"),
  });
});

describe("requests for a blog page while another request renders it", () => {
  type Renders = { awaitRender(route: string): Promise<void> | undefined };
  const renders = () => (globalThis as Record<symbol, unknown>)[Symbol.for("site.blog-renders")] as Renders;
  const blogKey = (route: string) =>
    getRouteCacheKey(route, { kind: "APP_PAGE", sourceRoute: "/[locale]/(marketing)/blog/page" });
  // A copy as Next stores a blog page: with the tags a publish expires.
  const storeBlog = (cache: InstanceType<PageCacheClass>, route: string, html: string, status = 200) =>
    cache.set(
      blogKey(route),
      { kind: "APP_PAGE", html, rscData: Buffer.from(""), headers: { "x-next-cache-tags": "blog:list" }, status },
      { cacheControl: { revalidate: false } },
    );
  const lookUp = (cache: InstanceType<PageCacheClass>, route: string) =>
    cache.get(blogKey(route), { kind: "APP_PAGE", isFallback: false });
  const expire = async (cache: InstanceType<PageCacheClass>) => {
    // Next expires a tag for copies stored before that millisecond, not in it.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await (cache as unknown as { revalidateTag(tags: string[]): Promise<void> }).revalidateTag(["blog:list"]);
  };
  const settled = async (promise: Promise<void> | undefined) => {
    let done = false;
    void promise?.then(() => (done = true));
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    return done;
  };

  it("wait for the first one's copy, before the first copy and after a publish expires it", async () => {
    const cache = inMemory();
    // Never rendered: the first request renders it; the next waits until its copy is stored.
    expect(renders().awaitRender("/ko/blog")).toBeUndefined();
    const second = renders().awaitRender("/ko/blog");
    expect(second).toBeInstanceOf(Promise);
    expect(await settled(second)).toBe(false);
    await storeBlog(cache, "/ko/blog", page("the list"));
    expect(await settled(second)).toBe(true);
    // Stored and fresh: nobody waits.
    expect(renders().awaitRender("/ko/blog")).toBeUndefined();
    expect(renders().awaitRender("/ko/blog")).toBeUndefined();

    // A publish expires the list: the next request looks it up and finds nothing (it renders); the
    // others wait through that miss until the new copy is stored.
    await expire(cache);
    expect(renders().awaitRender("/ko/blog")).toBeUndefined();
    const waiting = renders().awaitRender("/ko/blog");
    expect(await lookUp(cache, "/ko/blog")).toBeNull();
    expect(await settled(waiting)).toBe(false);
    await storeBlog(cache, "/ko/blog", page("the list after the publish"));
    expect(await settled(waiting)).toBe(true);
    expect(renders().awaitRender("/ko/blog")).toBeUndefined();
  });

  it("go on as soon as the first one finds a copy still good", async () => {
    const cache = inMemory();
    await storeBlog(cache, "/en/blog", page("the English list"));
    await cache.set(
      blogKey("/en/blog/untagged"),
      { kind: "APP_PAGE", html: page("a copy no tag names"), rscData: Buffer.from(""), headers: {}, status: 200 },
      { cacheControl: { revalidate: false } },
    );
    await expire(cache);
    expect(renders().awaitRender("/en/blog/untagged")).toBeUndefined();
    const behindHit = renders().awaitRender("/en/blog/untagged");
    expect(await lookUp(cache, "/en/blog/untagged")).not.toBeNull();
    expect(await settled(behindHit)).toBe(true);
  });

  it("after a 404 (never stored), take turns: one goes in front, the others wait for it", async () => {
    const cache = inMemory();
    expect(renders().awaitRender("/en/blog/made-up-2")).toBeUndefined();
    const [second, third] = [renders().awaitRender("/en/blog/made-up-2"), renders().awaitRender("/en/blog/made-up-2")];
    await storeBlog(cache, "/en/blog/made-up-2", page("404"), 404);
    expect([await settled(second), await settled(third)].sort()).toEqual([false, true]);
    await storeBlog(cache, "/en/blog/made-up-2", page("404"), 404);
    expect([await settled(second), await settled(third)]).toEqual([true, true]);
  });

  it("go on after five seconds when the first one's render never reports", async () => {
    jest.useFakeTimers({ doNotFake: ["setImmediate"] });
    try {
      expect(renders().awaitRender("/en/blog/never-reports")).toBeUndefined();
      const behindSilence = renders().awaitRender("/en/blog/never-reports");
      jest.advanceTimersByTime(4999);
      expect(await settled(behindSilence)).toBe(false);
      jest.advanceTimersByTime(1);
      // Released, it goes in front itself: the next one waits for it.
      expect(await settled(behindSilence)).toBe(true);
      expect(renders().awaitRender("/en/blog/never-reports")).toBeInstanceOf(Promise);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("an entry computed across a change (a post unpublished while its page renders)", () => {
  const postKey = (route: string) =>
    getRouteCacheKey(route, { kind: "APP_PAGE", sourceRoute: "/[locale]/(marketing)/blog/[contentId]/page" });
  const postCopy = (html: string) => ({
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(""),
    headers: { "x-next-cache-tags": "blog:post:racing" },
    status: 200,
  });
  const lookUp = (cache: InstanceType<PageCacheClass>, key: string) =>
    cache.get(key, { kind: "APP_PAGE", isFallback: false });
  const expire = async (cache: InstanceType<PageCacheClass>, tag: string) => {
    await new Promise((resolve) => setTimeout(resolve, 2));
    await (cache as unknown as { revalidateTag(tags: string[], d: object): Promise<void> }).revalidateTag([tag], {
      expire: 0,
    });
  };

  it("is not stored when a tag expired between its read and its store: the next request renders again", async () => {
    const cache = inMemory();
    const key = postKey("/ko/blog/racing");
    expect(await lookUp(cache, key)).toBeNull(); // a render starts, reads the post as live…
    await expire(cache, "blog:post:racing"); // …the post is unpublished…
    await cache.set(key, postCopy(page("the live post")), { cacheControl: { revalidate: false } }); // …it stores
    expect(await lookUp(cache, key)).toBeNull();
    // The render after the change is stored as usual.
    await cache.set(key, postCopy(page("not found")), { cacheControl: { revalidate: false } });
    expect((await lookUp(cache, key))?.value).toMatchObject({ html: page("not found") });
  });

  it("drops both of two reads under way across a change, whichever stores first", async () => {
    // Next's data cache (unstable_cache) as the handler gets it: with the request's revalidated tags.
    const cache = new PageCache({
      fs: nodeFs,
      serverDistDir: path.join(__dirname, "no-such-dir"),
      flushToDisk: false,
      maxMemoryCacheSize: 1e6,
      revalidatedTags: [],
    });
    const key = "unstable-cache-entry-racing";
    const ctx = { kind: "FETCH", tags: ["blog:list"], softTags: [] };
    const entry = (posts: string[]) => ({ kind: "FETCH", data: { headers: {}, body: JSON.stringify(posts) } });
    expect(await cache.get(key, ctx)).toBeNull(); // read before the change
    await expire(cache, "blog:list");
    expect(await cache.get(key, ctx)).toBeNull(); // read after it
    await cache.set(key, entry([]), { fetchCache: true, tags: ["blog:list"] });
    await cache.set(key, entry(["racing"]), { fetchCache: true, tags: ["blog:list"] });
    expect(await cache.get(key, ctx)).toBeNull();
    // Nothing under way any more: the next read's store is kept.
    await cache.set(key, entry([]), { fetchCache: true, tags: ["blog:list"] });
    expect((await cache.get(key, ctx))?.value).toMatchObject({ data: { body: "[]" } });
  });
});
