import "server-only";
import { hasLocale } from "next-intl";
import { LOCALE_HEADER } from "@/lib/http/header-names";
import { defaultLocale, locales, type Locale } from "./routing";

/**
 * The language an API call wants its response in, the one way every route reads it: our own clients
 * send the page's language as `x-locale`; any other caller gets the first language of its
 * Accept-Language that the site speaks; otherwise the default (Korean).
 */
export function localeFromRequest(request: Request): Locale {
  const explicit = request.headers.get(LOCALE_HEADER)?.trim().toLowerCase();
  if (hasLocale(locales, explicit)) return explicit;
  for (const range of (request.headers.get("accept-language") ?? "").split(",")) {
    const language = range.split(";")[0]?.trim().toLowerCase().split("-")[0];
    if (hasLocale(locales, language)) return language;
  }
  return defaultLocale;
}
