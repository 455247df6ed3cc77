import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { recordAccess } from "@/lib/access-log/record";
import { env } from "@/lib/config/env";
import { forbidden, HttpError, unauthorized } from "@/lib/http/errors";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { allows, type StaffRole } from "./roles";
import { mustSetUpTwoFactor, staffIdentity, type StaffIdentity } from "./staff-identity";

/** What a signed-in account without the role is told (JSON 403; pages show the same in their language). */
const roleNeededMessage = (role: StaffRole) => `This needs the ${role} role.`;
/** What an admin without two-factor sign-in is told by every staff route but the set-up's own. */
const TWO_FACTOR_NEEDED_MESSAGE = "Admins sign in with two factors: set it up at /staff/two-factor first.";

/**
 * A 403 to a signed-in account, and why as the access log keeps it: a code its page says in the viewer's
 * words (staff.accessLog.detailValues.reason), not the English sentence the caller gets.
 */
export interface Refusal {
  error: HttpError;
  why: { reason: "role"; needs: StaffRole } | { reason: "two-factor" | "cross-site" };
}

/** The account's role does not allow `role`'s work. */
export const roleRefusal = (role: StaffRole): Refusal => ({
  error: forbidden(roleNeededMessage(role)),
  why: { reason: "role", needs: role },
});

/** An admin has not set up two-factor sign-in yet. */
export const twoFactorRefusal = (): Refusal => ({
  error: forbidden(TWO_FACTOR_NEEDED_MESSAGE),
  why: { reason: "two-factor" },
});

/**
 * A staff route's 403 to a signed-in account is in the access log (who tried what, and why it was
 * refused), then thrown. Callers without a session are not logged: anyone could fill the log so.
 */
export async function refuse(request: Request, staff: StaffIdentity, { error, why }: Refusal): Promise<never> {
  await recordAccess(request, {
    accountId: staff.accountId,
    email: staff.email,
    action: "staff.refused",
    target: `${request.method} ${new URL(request.url).pathname}`,
    detail: { status: error.status, ...why },
  });
  throw error;
}

/** The role check every staff route makes, after the session's: the role, and an admin's second factor. */
async function assertAllowed(request: Request, staff: StaffIdentity, role: StaffRole): Promise<void> {
  if (!allows(staff.role, role)) await refuse(request, staff, roleRefusal(role));
  if (mustSetUpTwoFactor(staff)) await refuse(request, staff, twoFactorRefusal());
}

/**
 * The signed-in account, if its role allows `role`: 401 when signed out, 403 naming the role (or an admin's missing
 * second factor) otherwise. "signed-in" takes any account: the two-factor set-up is exactly where an admin without it goes.
 */
export async function requireStaffRole(request: Request, role: StaffRole | "signed-in"): Promise<StaffIdentity> {
  const staff = await staffIdentity(request);
  if (!staff) throw unauthorized("Sign in as staff to continue.");
  if (role !== "signed-in") await assertAllowed(request, staff, role);
  return staff;
}

/** Every staff write: sent from this site (403 otherwise, logged when a session came with it), by a signed-in account with the role. */
export async function requireStaffWrite(request: Request, role: StaffRole | "signed-in"): Promise<StaffIdentity> {
  try {
    assertSameOrigin(request);
  } catch (error) {
    const staff = error instanceof HttpError ? await staffIdentity(request) : null;
    if (staff) await refuse(request, staff, { error: error as HttpError, why: { reason: "cross-site" } });
    throw error;
  }
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
  await assertAllowed(request, staff, role);
  return staff;
}
