import { en } from "@/messages/en";
import { ko } from "@/messages/ko";
import { escapeHtml } from "@/lib/text/xml";
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

/** The site's own Korean faces (app/fonts/faces.css; their subsets hold every syllable in messages/) and colours. */
const plainStyle =
  `@font-face{font-family:"Noto Sans KR Subset";src:url(/fonts/noto-sans-kr-400.woff2) format("woff2");font-weight:400}` +
  `@font-face{font-family:"Noto Sans KR Subset";src:url(/fonts/noto-sans-kr-700.woff2) format("woff2");font-weight:700}` +
  `body{margin:0;font-family:"Noto Sans KR Subset",system-ui,sans-serif;line-height:1.6;color:#141a26;word-break:keep-all}` +
  `main{padding:64px 20px;text-align:center}a{color:#1546c4}`;

/** A page drawn without Next or script (the messages are the site's own text), never stored by a cache. */
function plainPage(status: number, locale: "ko" | "en", title: string, main: string, headers = {}): Response {
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
    `<style>${plainStyle}</style></head><body><main>${main}</main></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/**
 * A refusal a person reaches by following a link rather than through a page (a staff file link opened
 * by an account without the role): the words and a way on, instead of the API's JSON.
 */
export function refusalPage(
  status: number,
  locale: "ko" | "en",
  words: { heading: string; text: string; link: string; href: string },
): Response {
  const { heading, text, link, href } = Object.fromEntries(
    Object.entries(words).map(([key, value]) => [key, escapeHtml(value)]),
  ) as typeof words;
  return plainPage(status, locale, heading, `<h1>${heading}</h1><p>${text}</p><p><a href="${href}">${link}</a></p>`);
}

/**
 * The page a visitor gets while the database is down (lib/db/outage.ts), in the page's language:
 * 503 with Retry-After, so browsers and search engines come back rather than keep an error page.
 */
export function databaseOutagePage(locale: "ko" | "en"): Response {
  const words = (locale === "en" ? en : ko).pages;
  const home = locale === "en" ? "/en" : "/";
  const main =
    `<h1>${words.unavailable.title}</h1><p>${words.unavailable.text}</p>` +
    `<p><a href="${home}">${words.notFound.home}</a></p>`;
  return plainPage(503, locale, words.unavailable.title, main, { "Retry-After": "30" });
}

/**
 * A file missing under public/'s folders (a font, a cover, a clip), which next.config.ts sends here:
 * Next's own 404 would be drawn by inline scripts that the files' policy forbids, a blank page
 * (https://github.com/vercel/next.js/issues/62228). It speaks both languages, the address's own first
 * (the request keeps the address the visitor asked for): English under /en/, Korean elsewhere.
 */
export function missingFilePage(request: Request): Response {
  const [first, other] = new URL(request.url).pathname.startsWith("/en/")
    ? (["en", "ko"] as const)
    : (["ko", "en"] as const);
  const [words, otherWords] = [{ ko, en }[first].pages.notFound, { ko, en }[other].pages.notFound];
  const home = { ko: "/", en: "/en" };
  const main =
    `<h1>${words.title}</h1><p>${words.text}</p><p><a href="${home[first]}">${words.home}</a></p>` +
    `<p lang="${other}">${otherWords.text} <a href="${home[other]}">${otherWords.home}</a></p>`;
  return plainPage(404, first, words.title, main);
}
