import "server-only";
import { env } from "@/lib/config/env";
import { PLAIN_COOKIE, SECURE_COOKIE } from "./create-auth";
import { staffAuth } from "./auth";
import { allows, staffRoleSchema, type StaffRole } from "./roles";

/** A signed-in staff account, as every staff page and route sees it. */
export interface StaffIdentity {
  sessionId: string;
  accountId: string;
  /** The name shown in the inbox's history. */
  name: string;
  email: string;
  /** null for an account whose role is not one of ours (then it may do nothing). */
  role: StaffRole | null;
  twoFactorEnabled: boolean;
}

/** Whether the request carries a session cookie at all: visitors cost no database read. */
function hasSessionCookie(headers: Headers): boolean {
  const cookie = headers.get("cookie") ?? "";
  return cookie.split(";").some((pair) => {
    const name = pair.split("=")[0]?.trim();
    return name === SECURE_COOKIE || name === PLAIN_COOKIE;
  });
}

/**
 * The account signed in on this request, or null. better-auth checks the cookie's signature and reads
 * the session row (no cookie cache), so a session deleted on one instance is gone on all of them.
 */
export async function staffIdentity(request: Request | Headers): Promise<StaffIdentity | null> {
  const headers = request instanceof Headers ? request : request.headers;
  if (!env().SESSION_SECRET || !hasSessionCookie(headers)) return null;
  const found = await staffAuth().api.getSession({ headers, query: { disableCookieCache: true } });
  if (!found || found.user.banned) return null;
  const role = staffRoleSchema.safeParse(found.user.role);
  return {
    sessionId: found.session.id,
    accountId: found.user.id,
    name: found.user.name,
    email: found.user.email,
    role: role.success ? role.data : null,
    twoFactorEnabled: Boolean(found.user.twoFactorEnabled),
  };
}

/** An admin without two-factor sign-in: sent to set it up before anything else (pages and API alike). */
export const mustSetUpTwoFactor = (staff: StaffIdentity): boolean => staff.role === "admin" && !staff.twoFactorEnabled;

/** Whether `staff` may act with `role` now: signed in, the role allows it, and an admin has its second factor. */
export const actsAs = (staff: StaffIdentity | null | undefined, role: StaffRole): boolean =>
  Boolean(staff && allows(staff.role, role) && !mustSetUpTwoFactor(staff));
