import "server-only";
import { env } from "@/lib/config/env";
import { forbidden } from "./errors";

/**
 * Browsers send Origin (or Sec-Fetch-Site) on cross-site posts; refuse those. Requests without
 * either header come from servers and scripts, which CORS does not protect against anyway.
 */
export function assertSameOrigin(request: Request): void {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw forbidden("Cross-site requests are not accepted.");
  const origin = request.headers.get("origin");
  if (!origin) return;
  // X-Forwarded-Host counts only when our own proxy wrote it; from a client it could name any host.
  const forwardedHost = env().TRUST_PROXY ? request.headers.get("x-forwarded-host") : null;
  const host = forwardedHost ?? request.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden("Cross-site requests are not accepted.");
  }
  if (originHost !== host) throw forbidden("Cross-site requests are not accepted.");
}

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
