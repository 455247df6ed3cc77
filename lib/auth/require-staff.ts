import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";
import { forbidden, unauthorized } from "@/lib/http/errors";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { allows, type StaffRole } from "./roles";
import { mustSetUpTwoFactor, staffIdentity, type StaffIdentity } from "./staff-identity";

/** What a signed-in account without the role is told (JSON 403; pages show the same in their language). */
export const roleNeededMessage = (role: StaffRole) => `This needs the ${role} role.`;
/** What an admin without two-factor sign-in is told by every staff route but the set-up's own. */
export const TWO_FACTOR_NEEDED_MESSAGE = "Admins sign in with two factors: set it up at /staff/two-factor first.";

/** The role check every staff route makes, after the session's: the role, and an admin's second factor. */
function assertAllowed(staff: StaffIdentity, role: StaffRole): void {
  if (!allows(staff.role, role)) throw forbidden(roleNeededMessage(role));
  if (mustSetUpTwoFactor(staff)) throw forbidden(TWO_FACTOR_NEEDED_MESSAGE);
}

/** The signed-in account, if its role allows `role`: 401 when signed out, 403 naming the role (or an admin's missing second factor) otherwise. */
export async function requireStaffRole(request: Request, role: StaffRole): Promise<StaffIdentity> {
  const staff = await staffIdentity(request);
  if (!staff) throw unauthorized("Sign in as staff to continue.");
  assertAllowed(staff, role);
  return staff;
}

/** Every staff write: sent from this site (403 otherwise), by a signed-in account with the role. */
export async function requireStaffWrite(request: Request, role: StaffRole): Promise<StaffIdentity> {
  assertSameOrigin(request);
  return requireStaffRole(request, role);
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
 * Staff downloads (lead export, uploaded files): a signed-in account with the role, or for scripts
 * and scheduled exports `Authorization: Bearer <STAFF_EXPORT_TOKEN>` (then null: no account).
 */
export async function requireStaffRoleOrToken(request: Request, role: StaffRole): Promise<StaffIdentity | null> {
  if (hasStaffToken(request)) return null;
  const staff = await staffIdentity(request);
  if (!staff) throw unauthorized("Sign in as staff, or send a valid staff token, to download this.");
  assertAllowed(staff, role);
  return staff;
}
