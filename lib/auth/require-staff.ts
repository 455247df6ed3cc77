import "server-only";
import { env } from "@/lib/config/env";
import { unauthorized } from "@/lib/http/errors";
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
