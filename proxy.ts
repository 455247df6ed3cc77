import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { keepLocaleChoice } from "./lib/i18n/locale-cookie";
import { routing } from "./lib/i18n/routing";
import { withPageCsp } from "./lib/security/page-csp";
import { env } from "./lib/config/env";
import { isKnownPath, lowerCaseCampaignPath } from "./lib/seo/site-pages";

const nextIntl = createMiddleware(routing);
const localeMiddleware = (request: NextRequest) => keepLocaleChoice(nextIntl(request));

export default function proxy(request: NextRequest) {
  // Campaign links are printed and typed in any case (/PHX, /Demo): send them to the real page.
  const lower = lowerCaseCampaignPath(request.nextUrl.pathname);
  if (lower) {
    const url = request.nextUrl.clone();
    url.pathname = lower;
    return NextResponse.redirect(url, 308);
  }
  // Unknown paths go home in their language (the locale proxy would render a redirect page instead).
  const [, prefix = "", internal = "/"] = /^(\/(?:en|ko))?(\/.*)?$/.exec(request.nextUrl.pathname) ?? [];
  if (!isKnownPath(internal, env().OLD_PRIVACY_TOKEN)) {
    const url = request.nextUrl.clone();
    url.pathname = prefix === "/en" ? "/en" : "/";
    url.search = "";
    return NextResponse.redirect(url, 307);
  }
  return withPageCsp(request, localeMiddleware);
}

export const config = {
  // Pages only: API routes, Next internals and files (anything with a dot) skip the locale logic.
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
