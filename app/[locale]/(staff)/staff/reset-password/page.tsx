import { getTranslations } from "next-intl/server";
import { PasswordForm } from "@/components/staff/accounts/password-form";
import { ResetRequestForm } from "@/components/staff/accounts/reset-request-form";
import { passwordLinkAccount } from "@/lib/auth/password-links";
import { Link } from "@/lib/i18n/navigation";
import { searchParam } from "@/lib/http/page-requests";
import { resolveLocale } from "@/lib/i18n/params";
import { staffMetadata } from "@/lib/seo/staff-metadata";
import { staffPaths } from "@/lib/staff/urls";
import styles from "@/components/staff/staff.module.css";

export const generateMetadata = staffMetadata(staffPaths.resetPassword, "resetPassword");

/** Without a token: ask for a reset link by e-mail. With one (the link in that e-mail): set a new password. */
export default async function ResetPasswordPage({ params, searchParams }: PageProps<"/[locale]/staff/reset-password">) {
  const locale = await resolveLocale(params);
  const token = await searchParam(searchParams, "token");
  const [t, words, account] = await Promise.all([
    getTranslations({ locale, namespace: "staff.resetPassword" }),
    getTranslations({ locale, namespace: "staff.password" }),
    token ? passwordLinkAccount(token, "reset") : null,
  ]);
  let body;
  if (!token) {
    body = (
      <>
        <p className={styles.muted}>{t("lead")}</p>
        <ResetRequestForm />
      </>
    );
  } else if (account) {
    body = (
      <>
        <p className={styles.muted}>{t("newLead", { address: account.email })}</p>
        <PasswordForm kind="reset" token={token} email={account.email} />
      </>
    );
  } else {
    body = (
      <>
        <p role="alert">{words("linkUsedReset")}</p>
        <p>
          <Link href={staffPaths.resetPassword}>{words("requestNew")}</Link>
        </p>
      </>
    );
  }
  return (
    <div className={styles.signIn}>
      <h1>{t("heading")}</h1>
      {body}
    </div>
  );
}
