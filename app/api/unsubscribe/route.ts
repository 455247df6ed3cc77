import { db } from "@/lib/db/client";
import { env } from "@/lib/config/env";
import { HttpError } from "@/lib/http/errors";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/api/route";
import { loadMessages } from "@/lib/i18n/messages";
import { localizedPath } from "@/lib/i18n/paths";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import { defaultLocale, locales, type Locale } from "@/lib/i18n/routing";
import { UNSUBSCRIBE_PAGE, withdrawMarketing } from "@/lib/leads/unsubscribe";
import { linkTokenSchema } from "@/lib/validation/newsletter";

/** The language the link was made in (its `locale`), else the request's. */
function linkLocale(request: Request, url: URL): Locale {
  const asked = url.searchParams.get("locale");
  return locales.find((locale) => locale === asked) ?? (asked ? defaultLocale : localeFromRequest(request));
}

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /**
   * RFC 8058 one-click (a mail client's form POST to the List-Unsubscribe URL, the token in the query)
   * or the unsubscribe page's button (JSON `{ token }`): withdraws at once. No origin check: mail
   * providers post from their servers, and the token alone decides. 410 for an unknown token.
   */
  POST: async (request) => {
    const url = new URL(request.url);
    const locale = linkLocale(request, url);
    const { forms } = await loadMessages(locale);
    const json = /^application\/json\b/i.test(request.headers.get("content-type") ?? "");
    const input = json ? await readJson(request, 4096) : { token: url.searchParams.get("token") ?? "" };
    const { token } = parse(linkTokenSchema, input, { message: forms.newsletter.unsubscribe.gone });
    if (!(await withdrawMarketing(db(), token, locale))) throw new HttpError(410, forms.newsletter.unsubscribe.gone);
    return Response.json({ ok: true, message: forms.newsletter.unsubscribe.done });
  },
  /** Opening the one-click address in a browser shows the page with its button; a GET withdraws nothing. */
  GET: (request) => {
    const url = new URL(request.url);
    const token = encodeURIComponent(url.searchParams.get("token") ?? "");
    const page = new URL(`${localizedPath(linkLocale(request, url), UNSUBSCRIBE_PAGE)}?token=${token}`, env().SITE_URL);
    return Response.redirect(page, 303);
  },
});
