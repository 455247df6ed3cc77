import { en } from "@/messages/en";
import { ko } from "@/messages/ko";
/**
 * Page routes (everything outside /api: pages, the staff file downloads) read no request body: no
 * page uses server actions. A body sent to one is refused before it is read, so a client trickling
 * megabytes to /about holds neither memory nor a connection: 405 for a method pages do not take,
 * 413 for a GET or HEAD that carries a body. Null when the request may go on. Used by proxy.ts (any
 * Next server) and scripts/serve.ts (which can respond before Next starts reading the body).
 */
export function pageRequestRefusal(method: string | undefined, hasBody: boolean): 405 | 413 | null {
  if (method !== "GET" && method !== "HEAD") return 405;
  return hasBody ? 413 : null;
}

/** The Allow header of a 405 from a page route. */
export const PAGE_METHODS = "GET, HEAD";

/** A page's query parameter `name` (?name=), its first value where the query gives it more than once. */
export async function searchParam(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
  name: string,
): Promise<string | undefined> {
  const value = (await searchParams)[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The page a visitor gets while the database is down (lib/db/outage.ts), in the page's language:
 * 503 with Retry-After, so browsers and search engines come back rather than keep an error page.
 */
export function databaseOutagePage(locale: "ko" | "en"): Response {
  const words = (locale === "en" ? en : ko).pages;
  const home = locale === "en" ? "/en" : "/";
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${words.unavailable.title}</title></head>` +
    `<body><main><h1>${words.unavailable.title}</h1><p>${words.unavailable.text}</p>` +
    `<p><a href="${home}">${words.notFound.home}</a></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "30" },
  });
}
