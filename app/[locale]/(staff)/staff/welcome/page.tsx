import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PasswordForm } from "@/components/staff/accounts/password-form";
import { passwordLinkAccount } from "@/lib/auth/password-links";
import { resolveLocale } from "@/lib/i18n/params";
import { staffPageMetadata } from "@/lib/seo/staff-metadata";
import { staffPaths } from "@/lib/staff/urls";
import styles from "@/components/staff/staff.module.css";

type WelcomePageProps = PageProps<"/[locale]/staff/welcome">;

export async function generateMetadata({ params }: WelcomePageProps): Promise<Metadata> {
  return staffPageMetadata(await resolveLocale(params), staffPaths.welcome, "welcome");
}

/** An invite link's page: the invitee sets the name shown in the history and a password. */
export default async function WelcomePage({ params, searchParams }: WelcomePageProps) {
  const locale = await resolveLocale(params);
  const asked = (await searchParams).token;
  const token = (Array.isArray(asked) ? asked[0] : asked) ?? "";
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
          <PasswordForm kind="invite" token={token} name={account.name} />
        </>
      ) : (
        <p role="alert">{words("linkUsedInvite")}</p>
      )}
    </div>
  );
}
