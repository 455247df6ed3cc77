import type { NextRequest, NextResponse } from "next/server";
import { LOCALE_COOKIE, locales } from "./routing";

/**
 * next-intl's proxy writes the locale cookie whenever the URL's locale differs from it (or, without
 * one, from Accept-Language), so following one link to /en/… would make English sticky. The cookie
 * records an explicit choice only: the language switch sets it in the browser (next-intl's Link with
 * `locale`), and this drops the proxy's copy. Reading it to pick `/` or `/en` is unchanged.
 */
export function keepLocaleChoice(response: NextResponse): NextResponse {
  const cookies = response.headers.getSetCookie();
  const kept = cookies.filter((cookie) => !cookie.startsWith(`${LOCALE_COOKIE}=`));
  if (kept.length === cookies.length) return response;
  response.headers.delete("set-cookie");
  for (const cookie of kept) response.headers.append("set-cookie", cookie);
  return response;
}

/**
 * A locale cookie that is not exactly one known locale (`NEXT_LOCALE=en=x`, or the name twice) is
 * treated as no cookie: parsers disagree on such headers (one reads "en", another the last copy), so
 * a cache in front keyed on one reading could store the language the app chose from another.
 */
export function dropMalformedLocaleCookie(request: NextRequest): void {
  const values = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${LOCALE_COOKIE}=`))
    .map((pair) => pair.slice(LOCALE_COOKIE.length + 1));
  if (values.length === 0) return;
  if (values.length === 1 && (locales as readonly string[]).includes(values[0] ?? "")) return;
  request.cookies.delete(LOCALE_COOKIE);
}
