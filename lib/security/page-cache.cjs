// Next's own file-system cache (`cacheHandler` in next.config.ts), which also keeps the HTML of the last
// two copies of each page it stores or reads, for the page's CSP (lib/security/csp-manifest.ts). A page
// that Next renders again at run time (About, when its news change) has new inline scripts, whose
// hashes the build's manifest cannot name; the proxy runs in this process and reads them from here.
// A copy is noted before Next stores it, so no visitor gets it before the proxy knows its hashes.
// Private to Next: the class's module path, the cache key (…/$/<path>) and the page
// entry's shape ({ kind: "APP_PAGE", html }); tests/unit/security/page-cache.test.ts fails if they move.
// Needed while Next gives no hashes of a page's inline scripts: https://github.com/vercel/next.js/pull/60067.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next loads a cache handler as CommonJS or ESM; Jest, as CommonJS
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;

const storedPages = (globalThis[Symbol.for("site.stored-pages")] ??= new Map());

/** The page's path (e.g. /ko/about) in a cache key: `/route-cache/APP_PAGE/<hash>/$/ko/about`, or the path itself. */
function pagePathOf(key) {
  const marker = key.indexOf("/$/");
  return marker === -1 ? key : key.slice(marker + 2);
}

function note(key, value) {
  if (value?.kind !== "APP_PAGE" || typeof value.html !== "string") return;
  const path = pagePathOf(key);
  const copies = storedPages.get(path) ?? [];
  if (copies.some((copy) => copy.html === value.html)) return;
  storedPages.set(path, [{ html: value.html }, ...copies].slice(0, 2));
}

class PageCache extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    note(key, entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    note(key, data);
    return super.set(key, data, ctx);
  }
}

module.exports = PageCache;
module.exports.pagePathOf = pagePathOf;
