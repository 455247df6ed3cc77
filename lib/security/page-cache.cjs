// Next's own file-system cache (`cacheHandler` in next.config.ts), which also keeps the HTML of the last
// two copies of each page it stores or reads, for the page's CSP (lib/security/csp-manifest.ts). A page
// that Next renders again at run time (About, when its news change) has new inline scripts, whose
// hashes the build's manifest cannot name; the proxy runs in this process and reads them from here.
// A copy is noted before Next stores it, so no visitor gets it before the proxy knows its hashes; the
// copies an earlier process left on disk are noted at start-up (noteStoredPages, ./stored-pages.ts).
// Private to Next: the class's module path, the cache key (…/$/<path>), the folder its page entries
// are written to (<key>.html under the server's dist folder) and the page entry's shape
// ({ kind: "APP_PAGE", html }); tests/unit/security/page-cache.test.ts fails if they move. Also that
// requests arriving during a page's render share it (tests/e2e/blog-cover-card.spec.ts fails if not).
// Needed while Next gives no hashes of a page's inline scripts: https://github.com/vercel/next.js/pull/60067,
// and no nonce of its own to a cached page: https://github.com/vercel/next.js/issues/23993.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next loads a cache handler as CommonJS or ESM; Jest, as CommonJS
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const fs = require("node:fs");
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const path = require("node:path");

const storedPages = (globalThis[Symbol.for("site.stored-pages")] ??= new Map());

// Blog renders, for the proxy (lib/security/page-csp.ts). Requests for a page that arrive while Next
// renders it share that render, so each would get the scripts of the first one's nonce, which its own
// policy does not name. So the first request for a blog page after an expiry (or the first ever) goes
// on, and the others wait in the proxy until its copy is stored (or found fresh), then are served that
// copy by its hashes. Shared through globalThis: the proxy's bundle and this module are loaded apart.
const renders = (globalThis[Symbol.for("site.blog-renders")] ??= {
  generation: 0, // counts tag expiries: a copy found or stored before the last one may be stale
  fresh: new Map(), // page → the generation in which a request last found or stored its copy
  pending: new Map(), // page → { done, finish, timer }: the request in front, and who waits for it
  awaitRender,
});
// A request in front whose render never reports (an error, a client gone) holds the others this long.
const RENDER_WAIT_MS = 5000;

// Entries being computed: key → the generation of the oldest read that found nothing (a render, or an
// unstable_cache read, follows, then set()), with how many such reads are under way. Next counts an entry
// fresh when it was stored after its tags' expiry, though it may have read the data before: a post
// unpublished while its page rendered would be served live until the next change. Such a set is dropped.
// Next's 'use cache' stamps an entry when its fill begins for this reason (https://github.com/vercel/next.js/pull/96726);
// its incremental cache (unstable_cache, pages) stamps it when stored.
const computing = (globalThis[Symbol.for("site.cache-computing")] ??= new Map());
// A read whose set never comes (its render failed) is forgotten after this long.
const COMPUTE_FORGET_MS = 60_000;

/** A read of `key` found nothing, as of `generation`: what it computes next is stored by set(). */
function startComputing(key, generation) {
  const now = Date.now();
  const under = computing.get(key);
  if (under && now - under.at < COMPUTE_FORGET_MS) under.count += 1;
  else computing.set(key, { generation, at: now, count: 1 });
}

/** Whether what is about to be stored under `key` may have been read before the last tag expiry. */
function readBeforeExpiry(key) {
  const under = computing.get(key);
  if (!under) return false;
  under.count -= 1;
  if (under.count <= 0) computing.delete(key);
  return under.generation !== renders.generation;
}

/**
 * For the proxy: undefined when this request may go on now (the page is fresh, or this request is the
 * one in front), else a promise that settles when it may. Those released without a copy (a 404, which
 * is never stored, or a render that never reported) ask again, so one of them goes in front.
 */
function awaitRender(page) {
  const pending = renders.pending.get(page);
  if (pending) return pending.done.then(() => awaitRender(page));
  if (renders.fresh.get(page) === renders.generation) return undefined;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));
  const timer = setTimeout(() => settle(page, undefined), RENDER_WAIT_MS);
  timer.unref?.();
  renders.pending.set(page, { done, finish, timer });
  return undefined;
}

/** The request in front is done: its copy fresh as of `generation` (undefined: none to serve). */
function settle(page, generation) {
  if (generation !== undefined) renders.fresh.set(page, generation);
  const pending = renders.pending.get(page);
  if (!pending) return;
  renders.pending.delete(page);
  clearTimeout(pending.timer);
  pending.finish();
}

/** The page's path (e.g. /ko/about) in a cache key: `/route-cache/APP_PAGE/<hash>/$/ko/about`, or the path itself. */
function pagePathOf(key) {
  const marker = key.indexOf("/$/");
  return marker === -1 ? key : key.slice(marker + 2);
}

const isPage = (value) => value?.kind === "APP_PAGE" && typeof value.html === "string";
const isNoted = (path, html) => (storedPages.get(path) ?? []).some((copy) => copy.html === html);

function note(key, value) {
  if (!isPage(value)) return;
  const path = pagePathOf(key);
  if (isNoted(path, value.html)) return;
  storedPages.set(path, [{ html: value.html }, ...(storedPages.get(path) ?? [])].slice(0, 2));
}

// The blog's list and posts, which the proxy serves with their noted hashes and the request's nonce
// (lib/security/page-csp.ts).
const blogPage = /^\/(?:ko|en)\/blog(?:\/[^/]+)?$/;
const postPage = /^\/(?:ko|en)\/blog\/[^/]+$/;

class PageCache extends FileSystemCache {
  async get(key, ctx) {
    const generation = renders.generation;
    const entry = await super.get(key, ctx);
    // A blog copy this process has not noted was written by another instance sharing the folder since
    // this one started: its hashes were not in this request's policy, so it is rendered again here.
    const page = pagePathOf(key);
    const found = isPage(entry?.value) && blogPage.test(page) && !isNoted(page, entry.value.html) ? null : entry;
    // A copy found: who waits for this page gets it. None: this request renders it, and set() follows.
    if (!found) startComputing(key, generation);
    else if (isPage(found.value) && blogPage.test(page)) settle(page, generation);
    note(key, found?.value);
    return found;
  }

  async set(key, data, ctx) {
    const generation = renders.generation;
    const page = pagePathOf(key);
    // Released on the next turn, once Next has let go of the render they would otherwise join.
    const release = (fresh) => blogPage.test(page) && setImmediate(() => settle(page, fresh ? generation : undefined));
    // Read before a change (a tag expired since): not stored, so the next request computes it again.
    const outdated = readBeforeExpiry(key);
    // A post address no post has can be made up by anyone: its 404 is not kept (each would take a file
    // and a noted copy), and renders again per request, with that request's nonce.
    if (outdated || (isPage(data) && data.status === 404 && postPage.test(page))) return void release(false);
    note(key, data);
    let stored = false;
    try {
      await super.set(key, data, ctx);
      stored = true;
    } finally {
      if (isPage(data)) release(stored);
    }
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    renders.generation += 1;
  }
}

/**
 * Notes the page copies stored on disk under `serverDistDir` (.next/server), oldest first, so that after
 * a restart without a rebuild the proxy names the scripts of a copy Next rendered again before (About
 * after a news edit) from the first request on, not only once Next has read it back.
 */
function noteStoredPages(serverDistDir) {
  const dir = path.join(serverDistDir, "route-cache", "APP_PAGE");
  if (!fs.existsSync(dir)) return;
  const pages = fs
    .readdirSync(dir, { recursive: true })
    .filter((name) => name.endsWith(".html"))
    .map((name) => path.join(dir, name))
    .map((file) => ({ file, modified: fs.statSync(file).mtimeMs }))
    .sort((a, b) => a.modified - b.modified);
  for (const { file } of pages) {
    const key = `/${path.relative(serverDistDir, file).split(path.sep).join("/")}`.replace(/\.html$/, "");
    note(key, { kind: "APP_PAGE", html: fs.readFileSync(file, "utf8") });
  }
}

module.exports = PageCache;
module.exports.pagePathOf = pagePathOf;
module.exports.noteStoredPages = noteStoredPages;
