import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PasswordForm } from "@/components/staff/accounts/password-form";
import { ResetRequestForm } from "@/components/staff/accounts/reset-request-form";
import { passwordLinkAccount } from "@/lib/auth/password-links";
import { Link } from "@/lib/i18n/navigation";
import { resolveLocale } from "@/lib/i18n/params";
import { staffPageMetadata } from "@/lib/seo/staff-metadata";
import { staffPaths } from "@/lib/staff/urls";
import styles from "@/components/staff/staff.module.css";

type ResetPageProps = PageProps<"/[locale]/staff/reset-password">;

export async function generateMetadata({ params }: ResetPageProps): Promise<Metadata> {
  return staffPageMetadata(await resolveLocale(params), staffPaths.resetPassword, "resetPassword");
}

/** Without a token: ask for a reset link by e-mail. With one (the link in that e-mail): set a new password. */
export default async function ResetPasswordPage({ params, searchParams }: ResetPageProps) {
  const locale = await resolveLocale(params);
  const asked = (await searchParams).token;
  const token = Array.isArray(asked) ? asked[0] : asked;
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
        <PasswordForm kind="reset" token={token} />
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
