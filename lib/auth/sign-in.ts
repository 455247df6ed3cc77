import "server-only";
import { clientIp } from "@/lib/http/client-ip";
import { HttpError, tooManyRequests } from "@/lib/http/errors";
import { verifyPassword } from "./password-hash";
import { signInFailures } from "./failure-limiter";
import { clearSessionCookieHeaders, sessionCookieHeader, signSessionId } from "./session-cookie";
import { createSession, deleteSession } from "./sessions";
import { staffSessionId } from "./require-staff";
import { staffConfig } from "./staff-config";

export const WRONG_PASSWORD_MESSAGE = "Incorrect password. Please try again.";

/** Checks the password (429 after 5 failures in 15 min), creates a session, returns its Set-Cookie header. */
export async function signIn(request: Request, password: string): Promise<string> {
  const { secret, passwordHash } = staffConfig();
  const ip = clientIp(request);
  const wait = signInFailures.blockedFor(ip);
  if (wait > 0) throw tooManyRequests(wait);
  if (!(await verifyPassword(password, passwordHash))) {
    signInFailures.fail(ip);
    throw new HttpError(401, WRONG_PASSWORD_MESSAGE);
  }
  signInFailures.reset(ip);
  const session = await createSession();
  return sessionCookieHeader(request, signSessionId(session.id, secret), session.expiresAt);
}

/** Ends the session server-side and returns the headers that clear the cookie. */
export async function signOut(request: Request): Promise<string[]> {
  const id = await staffSessionId(request);
  if (id) await deleteSession(id);
  return clearSessionCookieHeaders(request);
}
