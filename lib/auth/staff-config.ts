import "server-only";
import { env } from "@/lib/config/env";
import { HttpError } from "@/lib/http/errors";

/** The secret and the password hash; 503 when staff access is not configured on this server. */
export function staffConfig(): { secret: string; passwordHash: string } {
  const { SESSION_SECRET, STAFF_PASSWORD_HASH } = env();
  if (!SESSION_SECRET || !STAFF_PASSWORD_HASH) {
    throw new HttpError(503, "Staff sign-in is not configured on this server.");
  }
  return { secret: SESSION_SECRET, passwordHash: STAFF_PASSWORD_HASH };
}
