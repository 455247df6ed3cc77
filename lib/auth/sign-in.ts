import "server-only";
import { clientIp } from "@/lib/http/client-ip";
import { HttpError } from "@/lib/http/errors";
import { verifyPassword } from "./password-hash";
import { countSignInAttempt, signInSucceeded } from "./sign-in-limits";
import { clearSessionCookieHeaders, sessionCookieHeader, signSessionId } from "./session-cookie";
import { createSession, deleteSession } from "./sessions";
import { staffSessionId } from "./require-staff";
import { staffConfig } from "./staff-config";

export const WRONG_PASSWORD_MESSAGE = "Incorrect password. Please try again.";

/**
 * Counts the attempt (429 after 5 wrong passwords in 15 min from one address, or when the whole
 * site sees too many), checks the password, creates a session, returns its Set-Cookie header.
 */
export async function signIn(request: Request, password: string): Promise<string> {
  const { secret, passwordHash } = staffConfig();
  const ip = clientIp(request);
  await countSignInAttempt(ip);
  if (!(await verifyPassword(password, passwordHash))) throw new HttpError(401, WRONG_PASSWORD_MESSAGE);
  await signInSucceeded(ip);
  const session = await createSession();
  return sessionCookieHeader(request, signSessionId(session.id, secret), session.expiresAt);
}

/** Ends the session server-side and returns the headers that clear the cookie. */
export async function signOut(request: Request): Promise<string[]> {
  const id = await staffSessionId(request);
  if (id) await deleteSession(id);
  return clearSessionCookieHeaders(request);
}
