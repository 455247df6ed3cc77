import { getLocale, getTranslations } from "next-intl/server";
import { staffRoles } from "@/lib/auth/account-rules";
import { currentStaff } from "@/lib/auth/staff-page";
import type { Locale } from "@/lib/i18n/routing";
import { NeededRoleText } from "./needed-role-text";

/**
 * The back office's 403 page (forbidden.tsx): which role the page needs. Next renders it beside the page,
 * not after it, so it cannot be told the role; the text for each role is made here and the one for the
 * address shown is picked by the path, from the list requireStaffPage checks.
 */
export async function RoleRequired() {
  const locale = (await getLocale()) as Locale;
  const [t, staff] = await Promise.all([getTranslations({ locale, namespace: "staff" }), currentStaff()]);
  const texts = Object.fromEntries(
    staffRoles.map((role) => [role, t("forbidden.text", { role: t(`roles.${role}`), address: staff?.email ?? "" })]),
  ) as Record<(typeof staffRoles)[number], string>;
  return (
    <>
      <h1>{t("forbidden.heading")}</h1>
      <p role="alert">{staff ? <NeededRoleText texts={texts} /> : t("forbidden.signedOut")}</p>
    </>
  );
}
