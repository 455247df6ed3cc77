import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { forbidden, redirect } from "next/navigation";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { safeNextPath } from "@/lib/http/same-site-path";
import { allows } from "./roles";
import { mustSetUpTwoFactor, staffIdentity, type StaffIdentity } from "./staff-identity";
import { staffPageRole } from "@/lib/staff/page-roles";
import { staffPaths } from "@/lib/staff/urls";

/**
 * The signed-in staff member of the page being rendered, or null. The page's request headers are
 * handed to the same check the API routes use, so a cookie is judged one way everywhere. Cached per
 * request: the layout, the page and a 403 page read the session from the database once.
 */
export const currentStaff = cache(async (): Promise<StaffIdentity | null> => {
  return staffIdentity(new Headers(await headers()));
});

/** The sign-in page of `locale` that returns to `next` (a same-site public path) afterwards. */
export function signInPath(locale: Locale, next: string): string {
  return `${localizedPath(locale, "/staff/sign-in")}?next=${encodeURIComponent(safeNextPath(next))}`;
}

/**
 * For every staff page: the signed-in account if its role allows the page's (lib/staff/page-roles.ts);
 * signed out, a redirect to sign-in that comes back to the page afterwards; another role, the 403 page
 * (forbidden.tsx), which names the role from the same list; an admin without two-factor sign-in, its
 * set-up page. `path` is the page's internal path and query.
 */
export async function requireStaffPage(locale: Locale, path: string): Promise<StaffIdentity> {
  const staff = await currentStaff();
  if (!staff) redirect(signInPath(locale, localizedPath(locale, path)));
  if (!allows(staff.role, staffPageRole(path))) forbidden();
  if (mustSetUpTwoFactor(staff)) redirect(localizedPath(locale, staffPaths.twoFactor));
  return staff;
}
