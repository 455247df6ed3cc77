import type { NextRequest, NextResponse } from "next/server";
import { readCspManifest, type CspManifest } from "./csp-manifest";
import { contentSecurityPolicy } from "./headers";

let manifest: CspManifest | null | undefined;

function pageHashes(route: string): string[] | undefined {
  if (manifest === undefined) {
    manifest = readCspManifest(process.cwd());
    // Without it every page keeps the site-wide policy (inline scripts allowed): worth a line in the log.
    if (!manifest) console.warn("[csp] no script-hash manifest for this build: pages keep the site-wide policy");
  }
  return manifest?.pages[route];
}

/**
 * For a pre-rendered page, a Content-Security-Policy whose scripts are the site, the two hosts and the
 * page's own inline scripts by hash (written at build time, scripts/lib/ensure-build.ts). Next sends it
 * in place of the site-wide header (and were both sent, browsers would enforce both, the stricter
 * winning), so 'unsafe-inline' is gone from every page whose scripts are known in advance.
 */
export function withPageCsp(request: NextRequest, response: NextResponse): NextResponse {
  if (process.env.NODE_ENV !== "production") return response;
  // Korean pages are served at the bare path through a rewrite to /ko/…; the manifest names the target.
  const route = new URL(response.headers.get("x-middleware-rewrite") ?? request.url).pathname;
  const hashes = pageHashes(route);
  if (hashes) response.headers.append("Content-Security-Policy", contentSecurityPolicy(false, hashes));
  return response;
}
