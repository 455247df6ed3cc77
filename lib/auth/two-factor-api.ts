import "server-only";
import { unauthorized } from "@/lib/http/errors";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import { staffIdentity, type StaffIdentity } from "./staff-identity";

/**
 * The start of every two-factor set-up call: from this site, by any signed-in account (an admin
 * without a second factor is exactly who must reach it), with the errors in the caller's language.
 */
export async function twoFactorCall(
  request: Request,
): Promise<{ staff: StaffIdentity; errors: Messages["staff"]["twoFactorErrors"] }> {
  assertSameOrigin(request);
  const staff = await staffIdentity(request);
  if (!staff) throw unauthorized("Sign in as staff to continue.");
  return { staff, errors: (await loadMessages(localeFromRequest(request))).staff.twoFactorErrors };
}

/** A JSON response that replaces the session cookie (better-auth issues a new session on each change). */
export function withSessionCookies(body: unknown, setCookies: string[]): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return Response.json(body, { headers });
}
