import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";

/** Session length: one working day. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const SECURE_COOKIE = "__Host-staff";
/** Over plain http (local use) the __Host- prefix is refused by browsers, as it requires Secure. */
export const PLAIN_COOKIE = "staff";

/** Over HTTPS: the URL's scheme, or behind our own proxy (TRUST_PROXY) what it says in X-Forwarded-Proto. */
export function isHttps(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded && env().TRUST_PROXY) return forwarded === "https";
  return new URL(request.url).protocol === "https:";
}

function mac(value: string, secret: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

/** `<sessionId>.<HMAC>`: the id is random, the MAC stops forged or edited values before the database. */
export function signSessionId(id: string, secret: string): string {
  return `${id}.${mac(id, secret)}`;
}

export function verifySignedSessionId(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const id = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(mac(id, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The signed value of the staff cookie from a request, whichever of the two names it uses. */
export function readSessionCookie(request: Request): string | null {
  const header = request.headers.get("cookie") ?? "";
  const pairs = header.split(";").map((part) => part.trim().split("="));
  for (const name of [SECURE_COOKIE, PLAIN_COOKIE]) {
    const pair = pairs.find(([key]) => key === name);
    if (!pair?.[1]) continue;
    // A malformed value (bad percent-encoding) is no session, not an error on every route that reads it.
    try {
      return decodeURIComponent(pair.slice(1).join("="));
    } catch {
      return null;
    }
  }
  return null;
}

export function sessionCookieHeader(request: Request, value: string, expires: Date): string {
  const secure = isHttps(request);
  const name = secure ? SECURE_COOKIE : PLAIN_COOKIE;
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Strict",
    `Expires=${expires.toUTCString()}`,
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** Headers that remove the cookie under both names. */
export function clearSessionCookieHeaders(request: Request): string[] {
  const past = new Date(0).toUTCString();
  const secure = isHttps(request);
  return [
    `${PLAIN_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Expires=${past}`,
    ...(secure ? [`${SECURE_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Secure; Expires=${past}`] : []),
  ];
}
