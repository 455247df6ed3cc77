import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "./lib/i18n/routing";
import { withPageCsp } from "./lib/security/page-csp";
import { lowerCaseCampaignPath } from "./lib/seo/site-pages";

const localeMiddleware = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  // Campaign links are printed and typed in any case (/PHX, /Demo): send them to the real page.
  const lower = lowerCaseCampaignPath(request.nextUrl.pathname);
  if (lower) {
    const url = request.nextUrl.clone();
    url.pathname = lower;
    return NextResponse.redirect(url, 308);
  }
  return withPageCsp(request, localeMiddleware);
}

export const config = {
  // Pages only: API routes, Next internals and files (anything with a dot) skip the locale logic.
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
