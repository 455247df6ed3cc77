import "server-only";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import { requireStaffRole, requireStaffWrite } from "./require-staff";
import type { StaffIdentity } from "./staff-identity";

/** The caller's language and the account errors' words in it: for the account routes' 4xx responses. */
export async function accountWords(
  request: Request,
): Promise<{ locale: Locale; errors: Messages["staff"]["accountErrors"] }> {
  const locale = localeFromRequest(request);
  return { locale, errors: (await loadMessages(locale)).staff.accountErrors };
}

/** The start of every account-management call: an admin (401 / 403 otherwise; a write from this site only). */
export async function adminCall(
  request: Request,
  access: "read" | "write",
): Promise<{ admin: StaffIdentity; errors: Messages["staff"]["accountErrors"]; locale: Locale }> {
  const admin =
    access === "write" ? await requireStaffWrite(request, "admin") : await requireStaffRole(request, "admin");
  return { admin, ...(await accountWords(request)) };
}
