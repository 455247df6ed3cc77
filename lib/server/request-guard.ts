import type { IncomingMessage, ServerResponse } from "node:http";
import { en } from "@/messages/en";
import { ko } from "@/messages/ko";
import { securityHeaders, strictTransportSecurity } from "@/lib/security/headers";

/**
 * What scripts/serve.ts does to every request before Next sees it. Kept here, beside the rest of
 * the HTTP rules, so tests can call it without starting a server.
 */

/** Headers only a proxy we run may set; from anyone else they are dropped, so Next fills them from the socket. */
const PROXY_HEADERS = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"] as const;

export function normaliseProxyHeaders(request: IncomingMessage, trustProxy: boolean): void {
  if (trustProxy) return;
  // Rate limits and the sign-in lockout count this address: a client must not pick it.
  request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "unknown";
  for (const name of PROXY_HEADERS) delete request.headers[name];
}

/** False when the path or query holds percent-encoding that does not decode (e.g. `/%E0%A4%A`). */
export function hasDecodableUrl(url: string | undefined): boolean {
  try {
    decodeURIComponent(url ?? "/");
    return true;
  } catch {
    return false;
  }
}

function isHttpsRequest(request: IncomingMessage, trustProxy: boolean): boolean {
  if ("encrypted" in request.socket && request.socket.encrypted) return true;
  return (
    trustProxy &&
    String(request.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      ?.trim() === "https"
  );
}

/**
 * Sets the site's security headers on the response before Next writes anything. Next replaces them
 * where it has its own (a page's CSP with hashes or a nonce); answers Next makes without its header
 * rules (redirects from next.config.ts, its own plain-text errors) keep these.
 */
let defaultHeaders: { key: string; value: string }[] | undefined;

export function setDefaultSecurityHeaders(request: IncomingMessage, response: ServerResponse, trustProxy: boolean) {
  // The same for every answer of this process: built once.
  defaultHeaders ??= securityHeaders(false);
  for (const { key, value } of defaultHeaders) response.setHeader(key, value);
  if (isHttpsRequest(request, trustProxy))
    response.setHeader(strictTransportSecurity.key, strictTransportSecurity.value);
}

/** 400 for an address that cannot be decoded: JSON under /api, a small page in both languages elsewhere. */
export function answerMalformedUrl(request: IncomingMessage, response: ServerResponse): void {
  response.statusCode = 400;
  response.setHeader("Cache-Control", "no-store");
  if ((request.url ?? "").startsWith("/api/")) {
    response.setHeader("Content-Type", "application/json; charset=utf-8");
    response.end(JSON.stringify({ message: en.pages.badAddress.text }));
    return;
  }
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.end(
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${ko.pages.badAddress.title}</title></head>` +
      `<body><main><h1>${ko.pages.badAddress.title}</h1><p>${ko.pages.badAddress.text}</p><p><a href="/">${ko.pages.notFound.home}</a></p>` +
      `<p lang="en">${en.pages.badAddress.text} <a href="/en">${en.pages.notFound.home}</a></p></main></body></html>`,
  );
}

/**
 * When the answer went out before the body was read to its end (refused as too large, too slow or
 * malformed), Node reads and drops the rest so the connection can serve again. A client sending at
 * a normal pace is done within moments and reads the answer; one still trickling after `drainMs`
 * is cut off instead of holding the connection until the request deadline.
 */
export function limitDrainOfUnreadBody(request: IncomingMessage, response: ServerResponse, drainMs: number): void {
  const socket = request.socket; // detached from the request once the answer is done
  response.on("finish", () => {
    if (request.complete || socket.destroyed) return;
    const timer = setTimeout(() => socket.destroy(), drainMs);
    timer.unref();
    request.once("end", () => clearTimeout(timer));
    socket.once("close", () => clearTimeout(timer));
  });
}
