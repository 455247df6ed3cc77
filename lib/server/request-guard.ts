import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { en } from "@/messages/en";
import { ko } from "@/messages/ko";
import { PAGE_METHODS, pageRequestRefusal } from "@/lib/http/page-requests";
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

// The same for every response of this process: built once. Next sends its own (next.config.ts headers());
// these are for the responses the server makes before Next sees the request.
let defaultHeaders: { key: string; value: string }[] | undefined;
const siteHeaders = () => (defaultHeaders ??= securityHeaders(false));

function setSecurityHeaders(request: IncomingMessage, response: ServerResponse, trustProxy: boolean) {
  for (const { key, value } of siteHeaders()) response.setHeader(key, value);
  if (isHttpsRequest(request, trustProxy))
    response.setHeader(strictTransportSecurity.key, strictTransportSecurity.value);
}

// Methods a fetch Request cannot carry: Next fails on them with a 500 and two error lines each.
const UNSUPPORTED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

/**
 * Responds before Next reads anything: 501 for a method the site does not implement anywhere, and
 * 405 or 413 for a body sent to a page route (anything outside /api, lib/http/page-requests.ts),
 * which Next would hold (up to proxyClientMaxBodySize) until it had all arrived. Returns true when
 * it responded.
 */
export function refuseUnservable(request: IncomingMessage, response: ServerResponse, trustProxy: boolean): boolean {
  const hasBody = Number(request.headers["content-length"] ?? 0) > 0 || "transfer-encoding" in request.headers;
  const status = UNSUPPORTED_METHODS.has(request.method ?? "")
    ? 501
    : (request.url ?? "/").startsWith("/api/")
      ? null
      : pageRequestRefusal(request.method, hasBody);
  if (!status) return false;
  setSecurityHeaders(request, response, trustProxy);
  response.writeHead(status, { "Cache-Control": "no-store", ...(status === 405 ? { Allow: PAGE_METHODS } : {}) });
  response.end();
  return true;
}

/**
 * What Node's parser refuses before there is a request (an unknown method such as `FOO /`, headers
 * too large or too slow), sent with the site's headers: 501 for a method, else Node's own status.
 */
export function respondToClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
  const statuses: Record<string, number> = {
    HPE_INVALID_METHOD: 501,
    HPE_HEADER_OVERFLOW: 431,
    ERR_HTTP_REQUEST_TIMEOUT: 408,
  };
  const status = statuses[error.code ?? ""] ?? 400;
  const headers = siteHeaders().map(({ key, value }) => `${key}: ${value}\r\n`);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join("")}Content-Length: 0\r\nConnection: close\r\n\r\n`,
  );
}

/** 400 for an address that cannot be decoded: JSON under /api, a small page in both languages elsewhere. */
export function respondToMalformedUrl(request: IncomingMessage, response: ServerResponse, trustProxy: boolean): void {
  setSecurityHeaders(request, response, trustProxy);
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
 * When the response went out before the body was read to its end (refused as too large, too slow or
 * malformed), Node reads and drops the rest so the connection can serve again. A client sending at
 * a normal pace is done within moments and reads the response; one still trickling after `drainMs`
 * is cut off instead of holding the connection until the request deadline.
 */
export function limitDrainOfUnreadBody(request: IncomingMessage, response: ServerResponse, drainMs: number): void {
  const socket = request.socket; // detached from the request once the response is done
  response.on("finish", () => {
    if (request.complete || socket.destroyed) return;
    const timer = setTimeout(() => socket.destroy(), drainMs);
    timer.unref();
    request.once("end", () => clearTimeout(timer));
    socket.once("close", () => clearTimeout(timer));
  });
}
