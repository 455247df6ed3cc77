// Next's own file-system cache (`cacheHandler` in next.config.ts), which also keeps the HTML of the last
// two copies of each page it stores or reads, for the page's CSP (lib/security/csp-manifest.ts). A page
// that Next renders again at run time (About, when its news change) has new inline scripts, whose
// hashes the build's manifest cannot name; the proxy runs in this process and reads them from here.
// A copy is noted before Next stores it, so no visitor gets it before the proxy knows its hashes; the
// copies an earlier process left on disk are noted at start-up (noteStoredPages, ./stored-pages.ts).
// Private to Next: the class's module path, the cache key (…/$/<path>), the folder its page entries
// are written to (<key>.html under the server's dist folder) and the page entry's shape
// ({ kind: "APP_PAGE", html }); tests/unit/security/page-cache.test.ts fails if they move.
// Needed while Next gives no hashes of a page's inline scripts: https://github.com/vercel/next.js/pull/60067.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next loads a cache handler as CommonJS or ESM; Jest, as CommonJS
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const fs = require("node:fs");
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const path = require("node:path");

const storedPages = (globalThis[Symbol.for("site.stored-pages")] ??= new Map());

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
    const entry = await super.get(key, ctx);
    // A blog copy this process has not noted was written by another instance sharing the folder since
    // this one started: its hashes were not in this request's policy, so it is rendered again here.
    if (isPage(entry?.value) && blogPage.test(pagePathOf(key)) && !isNoted(pagePathOf(key), entry.value.html)) {
      return null;
    }
    note(key, entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    // A post address no post has can be made up by anyone: its 404 is not kept (each would take a file
    // and a noted copy), and renders again per request, with that request's nonce.
    if (isPage(data) && data.status === 404 && postPage.test(pagePathOf(key))) return;
    note(key, data);
    return super.set(key, data, ctx);
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
