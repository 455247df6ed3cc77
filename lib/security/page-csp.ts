import type { NextRequest, NextResponse } from "next/server";
import { readCspManifest, type CspManifest } from "./csp-manifest";
import { contentSecurityPolicy } from "./headers";
import { isRevalidatedPage } from "./revalidated-pages";
import { tagSources } from "./tag-sources";

let manifest: CspManifest | null | undefined;
// Policies by their inline-script sources: a page's hashes are fixed per build and the tag hosts per
// process, so each distinct policy is built once (a nonce policy is new on every request).
const policies = new Map<string, string>();

function loadManifest(): CspManifest | null {
  if (manifest === undefined) {
    manifest = readCspManifest(process.cwd());
    if (!manifest) {
      console.warn("[csp] no script-hash manifest for this build (`npm start` writes it): pages allow inline scripts");
    }
  }
  return manifest;
}

/**
 * Runs `route` (the locale proxy) with a Content-Security-Policy that allows no inline script but the
 * page's own (Next sends it in place of the site-wide header):
 * - a pre-rendered page: its inline scripts by hash (written at build time, scripts/lib/ensure-build.ts);
 *   pages Next renders anew when their data changes (the blog, About's news) are sent by
 *   scripts/serve.ts with the hashes of the HTML actually sent (lib/server/hash-on-send.ts);
 * - a page rendered per request (staff pages): a fresh nonce, which Next reads from the
 *   request's policy header and puts on every script it renders.
 * Without a manifest for this build (a bare `next build`), pages allow inline scripts rather than break.
 */
export function withPageCsp(request: NextRequest, route: (request: NextRequest) => NextResponse): NextResponse {
  if (process.env.NODE_ENV !== "production") return route(request);
  const policy = (inlineScripts: string[]) => {
    const key = inlineScripts.join(" ");
    let value = policies.get(key);
    if (value === undefined) {
      value = contentSecurityPolicy(false, inlineScripts, tagSources());
      if (!key.startsWith("'nonce-")) policies.set(key, value);
    }
    return value;
  };
  const nonce = `'nonce-${Buffer.from(crypto.randomUUID()).toString("base64")}'`;
  const noncePolicy = policy([nonce]);
  // next-intl forwards the request's headers to the page, so Next sees the nonce when it renders. Not
  // for a page kept and sent to everyone (scripts/serve.ts names its scripts by hash): a nonce in it
  // would be one request's, written into every copy.
  if (!isRevalidatedPage(request.nextUrl.pathname)) request.headers.set("content-security-policy", noncePolicy);
  const response = route(request);
  // Korean pages are served at the bare path through a rewrite to /ko/…; the manifest names the target.
  const target = new URL(response.headers.get("x-middleware-rewrite") ?? request.url).pathname;
  const loaded = loadManifest();
  const hashes = loaded?.pages[target];
  const pagePolicy = !loaded ? policy(["'unsafe-inline'"]) : hashes ? policy(hashes) : noncePolicy;
  response.headers.set("Content-Security-Policy", pagePolicy);
  return response;
}
