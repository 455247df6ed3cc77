import { getLocale, getTranslations } from "next-intl/server";
import type { StaffRole } from "@/lib/auth/roles";
import { currentStaff } from "@/lib/auth/staff-page";
import type { Locale } from "@/lib/i18n/routing";

/** The 403 page of a staff segment (its forbidden.tsx): which role the page needs. */
export async function RoleRequired({ role }: { role: StaffRole }) {
  const locale = (await getLocale()) as Locale;
  const [t, staff] = await Promise.all([getTranslations({ locale, namespace: "staff" }), currentStaff()]);
  return (
    <>
      <h1>{t("forbidden.heading")}</h1>
      <p role="alert">
        {staff ? t("forbidden.text", { role: t(`roles.${role}`), address: staff.email }) : t("forbidden.signedOut")}
      </p>
    </>
  );
}
