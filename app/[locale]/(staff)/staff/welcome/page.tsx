import { getTranslations } from "next-intl/server";
import { PasswordForm } from "@/components/staff/accounts/password-form";
import { passwordLinkAccount } from "@/lib/auth/password-links";
import { searchParam } from "@/lib/http/page-requests";
import { resolveLocale } from "@/lib/i18n/params";
import { staffMetadata } from "@/lib/seo/staff-metadata";
import { staffPaths } from "@/lib/staff/urls";
import styles from "@/components/staff/staff.module.css";

export const generateMetadata = staffMetadata(staffPaths.welcome, "welcome");

/** An invite link's page: the invitee sets the name shown in the history and a password. */
export default async function WelcomePage({ params, searchParams }: PageProps<"/[locale]/staff/welcome">) {
  const locale = await resolveLocale(params);
  const token = (await searchParam(searchParams, "token")) ?? "";
  const [t, words, account] = await Promise.all([
    getTranslations({ locale, namespace: "staff.welcome" }),
    getTranslations({ locale, namespace: "staff.password" }),
    passwordLinkAccount(token, "invite"),
  ]);
  return (
    <div className={styles.signIn}>
      <h1>{t("heading")}</h1>
      {account ? (
        <>
          <p className={styles.muted}>{t("lead", { address: account.email })}</p>
          <PasswordForm kind="invite" token={token} email={account.email} name={account.name} />
        </>
      ) : (
        <p role="alert">{words("linkUsedInvite")}</p>
      )}
    </div>
  );
}
