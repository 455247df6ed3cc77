import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";
import { z } from "@/lib/validation/z";
import { staffRoles, type StaffRole } from "./account-rules";

/**
 * Who may do what in the back office, one role per account:
 *   admin      accounts, the access log, and everything the others may do;
 *   marketing  the inbox, a submission's detail and files, exports, the dashboard;
 *   editor     the blog editor, blog images, news, the sitemap generator.
 */
export { staffRoles, type StaffRole };
export const staffRoleSchema = z.enum(staffRoles, { error: `expected one of ${staffRoles.join(", ")}` });

/** Whether an account with `role` may use what needs `needed`: its own role, or admin for everything. */
export function allows(role: string | null | undefined, needed: StaffRole): boolean {
  return role === "admin" || role === needed;
}

// better-auth's admin plugin: only admins manage accounts; the other two roles hold no account rights.
const accessControl = createAccessControl(defaultStatements);
export const accessRoles = {
  admin: adminAc,
  marketing: accessControl.newRole({ user: [], session: [] }),
  editor: accessControl.newRole({ user: [], session: [] }),
};
export { accessControl };
