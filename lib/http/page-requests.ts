/**
 * Page routes (everything outside /api: pages, the staff file downloads) read no request body: no
 * page uses server actions. A body sent to one is refused before it is read, so a client trickling
 * megabytes to /about holds neither memory nor a connection: 405 for a method pages do not take,
 * 413 for a GET or HEAD that carries a body. Null when the request may go on. Used by proxy.ts (any
 * Next server) and scripts/serve.ts (which can answer before Next starts reading the body).
 */
export function pageRequestRefusal(method: string | undefined, hasBody: boolean): 405 | 413 | null {
  if (method !== "GET" && method !== "HEAD") return 405;
  return hasBody ? 413 : null;
}

/** The Allow header of a 405 from a page route. */
export const PAGE_METHODS = "GET, HEAD";
