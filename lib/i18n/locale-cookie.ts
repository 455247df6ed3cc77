import type { NextResponse } from "next/server";
import { LOCALE_COOKIE } from "./routing";

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
