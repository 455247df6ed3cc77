import type { NextRequest, NextResponse } from "next/server";
import { cspManifestOfBuild, readCspManifest, storedPageHashes, type CspManifest } from "./csp-manifest";
import { contentSecurityPolicy, type TagSources } from "./headers";
import { env } from "@/lib/config/env";
import { defaultLocale } from "@/lib/i18n/routing";

/** The hosts marketing's tags may use, from the environment at run time (no rebuild to add one). */
function tagSources(): TagSources {
  const { TAG_SCRIPT_SOURCES, TAG_CONNECT_SOURCES, TAG_IMG_SOURCES, TAG_FRAME_SOURCES } = env();
  return { script: TAG_SCRIPT_SOURCES, connect: TAG_CONNECT_SOURCES, img: TAG_IMG_SOURCES, frame: TAG_FRAME_SOURCES };
}

let manifest: CspManifest | undefined;
// Policies by their inline-script sources: a page's hashes are fixed per build and the tag hosts per
// process, so each distinct policy is built once (a nonce policy is new on every request).
const policies = new Map<string, string>();

// `npm run build` writes the manifest; after a bare `next build` it is read from the pages themselves.
const loadManifest = () => (manifest ??= readCspManifest(process.cwd()) ?? cspManifestOfBuild(process.cwd()));

/**
 * The route Next renders for a page's path, as the manifest names it: Korean pages sit at the bare
 * paths (next-intl's `localePrefix: "as-needed"`), so `/zen-app` is `/ko/zen-app` and `/` is `/ko`.
 */
export function renderedRoute(pathname: string): string {
  if (/^\/(?:en|ko)(?:\/|$)/.test(pathname)) return pathname;
  return pathname === "/" ? `/${defaultLocale}` : `/${defaultLocale}${pathname}`;
}

/**
 * The blog's list and posts: pre-rendered or rendered at run time on a request, then served from Next's
 * cache until a publish expires them. Such a request may be the one that renders a copy (the first
 * visit, the first after a publish, a staff preview in draft mode), whose scripts carry its nonce, or
 * one served a stored copy, whose hashes the cache noted: the policy allows both (docs/architecture.md).
 */
const RENDERED_ON_DEMAND = /^\/(?:ko|en)\/blog(?:\/[^/]+)?$/;

type BlogRenders = { awaitRender(route: string): Promise<void> | undefined };

/**
 * Holds a request for a blog page while another request renders it, until that copy is stored: two
 * requests sharing one render would both get the first one's nonce (lib/security/page-cache.cjs). A
 * redirect renders nothing, and a preview (Next's draft-mode cookie) is rendered per request, never shared.
 */
function blogRenderBefore(request: NextRequest, response: NextResponse, page: string): Promise<void> | undefined {
  if (!RENDERED_ON_DEMAND.test(page) || response.headers.has("location")) return undefined;
  if (request.cookies.has("__prerender_bypass")) return undefined;
  const renders = (globalThis as Record<symbol, BlogRenders | undefined>)[Symbol.for("site.blog-renders")];
  // Next keys its cache by the decoded path: /blog/%61 and /blog/a are one page and one render.
  let decoded = page;
  try {
    decoded = page.split("/").map(decodeURIComponent).join("/");
  } catch {
    // Not a valid escape: Next keeps such a path as it came, and so does the gate.
  }
  return renders?.awaitRender(decoded);
}

/** Runs `route` (the locale proxy) with the page's own CSP: hashes when pre-rendered, else a nonce (docs/architecture.md). */
export async function withPageCsp(
  request: NextRequest,
  route: (request: NextRequest) => NextResponse,
): Promise<NextResponse> {
  if (process.env.NODE_ENV !== "production") return route(request);
  const policy = (inlineScripts: string[]) => {
    const key = inlineScripts.join(" ");
    let value = policies.get(key);
    if (value === undefined) {
      value = contentSecurityPolicy(false, inlineScripts, tagSources());
      if (!key.includes("'nonce-")) policies.set(key, value);
    }
    return value;
  };
  const nonce = `'nonce-${Buffer.from(crypto.randomUUID()).toString("base64")}'`;
  const noncePolicy = policy([nonce]);
  // next-intl forwards the request's headers to the page, so Next sees the nonce when it renders.
  request.headers.set("content-security-policy", noncePolicy);
  const response = route(request);
  const page = renderedRoute(request.nextUrl.pathname);
  await blogRenderBefore(request, response, page);
  // The build's copy, and those Next rendered again since (About after a news edit), whichever it serves.
  const stored = storedPageHashes(page);
  const built = loadManifest().pages[page];
  const hashes = stored.length ? [...new Set([...(built ?? []), ...stored])] : built;
  if (RENDERED_ON_DEMAND.test(page))
    response.headers.set("Content-Security-Policy", policy([...(hashes ?? []), nonce]));
  else response.headers.set("Content-Security-Policy", hashes ? policy(hashes) : noncePolicy);
  return response;
}
