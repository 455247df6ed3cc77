import type { StaffRole } from "@/lib/auth/account-rules";
import { staffPaths } from "./urls";

/**
 * The role each back-office page needs, by path prefix (most specific first): requireStaffPage checks
 * it and the 403 page names it, so the two cannot disagree. A page not listed needs admin.
 */
const pageRoles: readonly (readonly [prefix: string, role: StaffRole])[] = [
  [staffPaths.accounts, "admin"],
  [staffPaths.accessLog, "admin"],
  [staffPaths.privacyRequests, "admin"],
  [staffPaths.privacyLookup, "admin"],
  [staffPaths.submissions, "marketing"],
  [staffPaths.dashboard, "marketing"],
  ["/blog-editor", "editor"],
  ["/sitemap-generator", "editor"],
];

/** The role the staff page at `path` (internal, without the locale prefix; a query is ignored) needs. */
export function staffPageRole(path: string): StaffRole {
  const pathname = path.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, "$1");
  const found = pageRoles.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return found?.[1] ?? "admin";
}
