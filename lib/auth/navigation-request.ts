import "server-only";
/**
 * A person following a link or typing an address (a document navigation), as opposed to a script's
 * call: browsers say so with Sec-Fetch-Mode (or, older ones, by asking for HTML first).
 */
export function isDocumentNavigation(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return /^text\/html/i.test(request.headers.get("accept") ?? "");
}

/** A navigation that started on another site (a webmail's link): SameSite=Strict cookies were not sent with it. */
export function isCrossSiteNavigation(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  return isDocumentNavigation(request) && (site === "cross-site" || site === "same-site");
}
