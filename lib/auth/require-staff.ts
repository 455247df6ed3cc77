import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";
import { unauthorized } from "@/lib/http/errors";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { readSessionCookie, verifySignedSessionId } from "./session-cookie";
import { isSessionValid } from "./sessions";

/** The session id of a signed-in staff member, or null (also when staff access is not configured). */
export async function staffSessionId(request: Request): Promise<string | null> {
  const secret = env().SESSION_SECRET;
  const cookie = readSessionCookie(request);
  if (!secret || !cookie) return null;
  const id = verifySignedSessionId(cookie, secret);
  return id && (await isSessionValid(id)) ? id : null;
}

/** Throws 401 unless the request carries a valid staff session. For every staff-only call. */
export async function requireStaff(request: Request): Promise<string> {
  const id = await staffSessionId(request);
  if (!id) throw unauthorized("Sign in as staff to continue.");
  return id;
}

/** Every staff write: sent from this site (403 otherwise), by a signed-in staff member (401 otherwise). */
export async function requireStaffWrite(request: Request): Promise<string> {
  assertSameOrigin(request);
  return requireStaff(request);
}

/** A bearer token equal to STAFF_EXPORT_TOKEN; hashing both sides keeps the compare constant-time. */
function hasStaffToken(request: Request): boolean {
  const expected = env().STAFF_EXPORT_TOKEN;
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  if (!expected || !given) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Staff downloads (lead export, uploaded files): a signed-in staff session, or for scripts and
 * scheduled exports `Authorization: Bearer <STAFF_EXPORT_TOKEN>`. Throws 401 otherwise.
 */
export async function requireStaffOrToken(request: Request): Promise<void> {
  if (hasStaffToken(request)) return;
  if (await staffSessionId(request)) return;
  throw unauthorized("Sign in as staff, or send a valid staff token, to download this.");
}
