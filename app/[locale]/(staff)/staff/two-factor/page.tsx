import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TwoFactorManage } from "@/components/staff/accounts/two-factor-manage";
import { TwoFactorOff } from "@/components/staff/accounts/two-factor-off";
import { TwoFactorSetup } from "@/components/staff/accounts/two-factor-setup";
import { allows } from "@/lib/auth/roles";
import { currentStaff, signInPath } from "@/lib/auth/staff-page";
import { localizedPath } from "@/lib/i18n/paths";
import { resolveLocale } from "@/lib/i18n/params";
import { staffMetadata } from "@/lib/seo/staff-metadata";
import { staffPaths } from "@/lib/staff/urls";
import styles from "@/components/staff/staff.module.css";

export const generateMetadata = staffMetadata(staffPaths.twoFactor, "twoFactor");

/**
 * Two-factor sign-in for the signed-in account, whatever its role: required for admins (every other
 * staff page sends an admin without it here), optional for the others, who may also turn it off.
 * Once on: new recovery codes and a move to a new phone; the "set it up first" warning is gone.
 */
export default async function TwoFactorPage({ params }: PageProps<"/[locale]/staff/two-factor">) {
  const locale = await resolveLocale(params);
  const staff = await currentStaff();
  if (!staff) redirect(signInPath(locale, localizedPath(locale, staffPaths.twoFactor)));
  const t = await getTranslations({ locale, namespace: "staff.twoFactor" });
  const admin = staff.role === "admin";
  const home = localizedPath(locale, allows(staff.role, "marketing") ? staffPaths.dashboard : "/blog-editor");
  const owner = { email: staff.email };
  return (
    <div className={styles.signIn}>
      <h1>{t("heading")}</h1>
      {staff.twoFactorEnabled ? (
        <div className={styles.stack}>
          <p role="status">{t("on")}</p>
          <TwoFactorManage owner={owner} />
          {admin ? <p className={styles.muted}>{t("adminKeeps")}</p> : <TwoFactorOff />}
        </div>
      ) : (
        <TwoFactorSetup home={home} required={admin} owner={owner} />
      )}
    </div>
  );
}
