import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { PAGE_METHODS, databaseOutagePage, pageRequestRefusal } from "./lib/http/page-requests";
import { databaseIsDown } from "./lib/db/outage";
import { dropMalformedLocaleCookie, keepLocaleChoice } from "./lib/i18n/locale-cookie";
import { routing } from "./lib/i18n/routing-config";
import { withPageCsp } from "./lib/security/page-csp";
import { env } from "./lib/config/env";
import { brand } from "./lib/config/brand";
import { isKnownPath, lowerCaseCampaignPath, movedPage, readsDatabase } from "./lib/seo/site-pages";

const nextIntl = createMiddleware(routing);
const localeMiddleware = (request: NextRequest) => keepLocaleChoice(nextIntl(request));

export default function proxy(request: NextRequest) {
  const hasBody = Number(request.headers.get("content-length") ?? 0) > 0 || request.headers.has("transfer-encoding");
  const refusal = pageRequestRefusal(request.method, hasBody);
  if (refusal) {
    const headers = { "Cache-Control": "no-store", ...(refusal === 405 ? { Allow: PAGE_METHODS } : {}) };
    return new NextResponse(null, { status: refusal, headers });
  }
  // Campaign links are printed and typed in any case (/PHX, /Demo): send them to the real page.
  const lower = lowerCaseCampaignPath(request.nextUrl.pathname);
  if (lower) {
    const url = request.nextUrl.clone();
    url.pathname = lower;
    return NextResponse.redirect(url, 308);
  }
  const [, prefix = "", internal = "/"] = /^(\/(?:en|ko))?(\/.*)?$/.exec(request.nextUrl.pathname) ?? [];
  const moved = movedPage(internal, brand.urls.mapProduct);
  if (moved) {
    const internalTarget = moved.destination.startsWith("/");
    const target = internalTarget ? new URL(`${prefix}${moved.destination}`, request.url) : moved.destination;
    return NextResponse.redirect(target, moved.permanent ? 308 : 307);
  }
  // Unknown paths go home in their language (the locale proxy would render a redirect page instead).
  if (!isKnownPath(internal, env().OLD_PRIVACY_TOKEN)) {
    const url = request.nextUrl.clone();
    url.pathname = prefix === "/en" ? "/en" : "/";
    url.search = "";
    return NextResponse.redirect(url, 307);
  }
  if (readsDatabase(internal) && databaseIsDown()) return databaseOutagePage(prefix === "/en" ? "en" : "ko");
  dropMalformedLocaleCookie(request);
  return withPageCsp(request, localeMiddleware);
}

export const config = {
  // Pages only: API routes, Next internals and the files Next serves (public/'s folders and files, the
  // metadata routes and the icons' usual addresses, security.txt, the feeds /rss.xml and /en/rss.xml)
  // skip the locale logic. Any other path, a missing file's too, goes home like every unknown path: Next
  // would answer it with a 404 drawn only by inline scripts that the files' policy forbids, a blank page
  // (https://github.com/vercel/next.js/issues/62228).
  // A file missing in the skipped folders gets a plain 404 page instead (next.config.ts, rewrites).
  matcher:
    "/((?!api|_next|_vercel|(?:fonts|blog/(?:covers|thumbs|figures)|en/(?:media|about))/[^/]+\\.[^/]+$|(?:favicon\\.(?:svg|ico)|apple-(?:icon|touch-icon)\\.png|(?:manifest|site)\\.webmanifest|\\.well-known/security\\.txt|robots\\.txt|sitemap\\.xml|og-default\\.png|(?:en/)?rss\\.xml)$).*)",
};
