// With ./page-cache.cjs (the copies Next renders again at run time), the one place that reads Next's
// build output: the pre-rendered pages' HTML under .next/server/app, one file per route. Next offers no hashes of a page's inline scripts (only nonces, which make every
// page render per request: https://github.com/vercel/next.js/pull/60067 leaves hashes "for the
// future"). Should an upgrade move those files, the manifest comes out empty and pre-rendered pages get
// a nonce their cached HTML lacks: tests/e2e/security-headers.spec.ts ("are sent on /") fails then.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "./inline-script-hashes";

/** For each pre-rendered page (its route, e.g. /ko/zen-app), the hashes of its inline scripts. */
export interface CspManifest {
  buildId: string;
  pages: Record<string, string[]>;
}

export const cspManifestPath = (root: string) => path.join(root, ".next", "csp-hashes.json");
const buildIdOf = (root: string) => readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8").trim();

const prerenderedDir = (root: string) => path.join(root, ".next", "server", "app");

/** The pre-rendered pages of the build in `root`/.next, as HTML files. */
export const prerenderedHtmlFiles = (root: string) => htmlFiles(prerenderedDir(root));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** The manifest of the build in `root`/.next, read from its pre-rendered pages. */
export function cspManifestOfBuild(root: string): CspManifest {
  const appDir = prerenderedDir(root);
  const pages: Record<string, string[]> = {};
  for (const file of prerenderedHtmlFiles(root)) {
    const route = `/${path
      .relative(appDir, file)
      .replace(/\.html$/, "")
      .split(path.sep)
      .join("/")}`;
    pages[route] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  return { buildId: buildIdOf(root), pages };
}

interface StoredCopy {
  html: string;
  hashes?: string[];
}

/**
 * The hashes of the inline scripts of the copies of a page (its route, e.g. /ko/about) that Next's cache
 * holds in this process (lib/security/page-cache.cjs notes each one before Next stores it, and those on
 * disk when the server starts): a page rendered again at run time has other scripts than the build's.
 */
export function storedPageHashes(route: string): string[] {
  const copies = (globalThis as Record<symbol, Map<string, StoredCopy[]> | undefined>)[
    Symbol.for("site.stored-pages")
  ]?.get(route);
  return (copies ?? []).flatMap((copy) => (copy.hashes ??= inlineScriptHashes(copy.html)));
}

/** Writes the manifest beside the build (`npm run build` does, scripts/build.ts). */
export function writeCspManifest(root: string): CspManifest {
  const manifest = cspManifestOfBuild(root);
  writeFileSync(cspManifestPath(root), JSON.stringify(manifest));
  return manifest;
}

/** The manifest of the build in `root`/.next, or null when there is none or it was made for another build. */
export function readCspManifest(root: string): CspManifest | null {
  const file = cspManifestPath(root);
  if (!existsSync(file)) return null;
  try {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as CspManifest;
    return manifest.buildId === buildIdOf(root) ? manifest : null;
  } catch {
    return null;
  }
}
