import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { AccountActions } from "@/components/staff/accounts/account-actions";
import { InviteForm } from "@/components/staff/accounts/invite-form";
import { listAccounts } from "@/lib/auth/account-admin";
import { staffRoleSchema } from "@/lib/auth/roles";
import { requireStaffPage } from "@/lib/auth/staff-page";
import { resolveLocale } from "@/lib/i18n/params";
import { staffMetadata } from "@/lib/seo/staff-metadata";
import { staffPaths } from "@/lib/staff/urls";
import { formatDateTime } from "@/lib/i18n/time-zone";
import { viewerTimeZone } from "@/lib/submissions/viewer-time-zone";
import styles from "@/components/staff/staff.module.css";
import { ColumnHeads, ScrollTable } from "@/components/ui/scroll-table";

export const generateMetadata = staffMetadata(staffPaths.accounts, "accounts");

/** Admins only: every account with its role, state and sign-in lock; invites, role changes, disable / enable, unlock. */
export default async function AccountsPage({ params }: PageProps<"/[locale]/staff/accounts">) {
  const locale = await resolveLocale(params);
  const admin = await requireStaffPage(locale, staffPaths.accounts);
  const timeZone = viewerTimeZone((await headers()).get("cookie"));
  const [t, accounts] = await Promise.all([getTranslations({ locale, namespace: "staff" }), listAccounts()]);
  return (
    <>
      <h1>{t("accounts.heading")}</h1>
      <section aria-labelledby="invite-heading" className={styles.panel}>
        <h2 id="invite-heading">{t("accounts.invite")}</h2>
        <p className={styles.muted}>{t("accounts.inviteHint")}</p>
        <InviteForm />
      </section>
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading">{t("accounts.list")}</h2>
        <ScrollTable label={t("accounts.caption")} captioned>
          <ColumnHeads
            labels={(["name", "email", "role", "status", "twoFactor", "createdAt", "actions"] as const).map((column) =>
              t(`accounts.${column}`),
            )}
          />
          <tbody>
            {accounts.map((account) => {
              const role = staffRoleSchema.safeParse(account.role);
              return (
                <tr key={account.id}>
                  <td>
                    {account.name} {account.id === admin.accountId && t("accounts.you")}
                  </td>
                  <td>{account.email}</td>
                  <td>{role.success ? t(`roles.${role.data}`) : account.role}</td>
                  <td>
                    {t(`accounts.statuses.${account.state}`)}
                    {account.lockedSeconds !== null && (
                      <>
                        <br />
                        {t("accounts.locked", { minutes: Math.ceil(account.lockedSeconds / 60) })}
                      </>
                    )}
                  </td>
                  <td>{account.twoFactor ? t("yes") : t("no")}</td>
                  <td className={styles.nowrap}>{formatDateTime(account.createdAt, timeZone)}</td>
                  <td>
                    <AccountActions
                      id={account.id}
                      email={account.email}
                      name={account.name || account.email}
                      locked={account.lockedSeconds !== null}
                      role={role.success ? role.data : "marketing"}
                      state={account.state}
                      self={account.id === admin.accountId}
                      twoFactor={account.twoFactor}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      </section>
    </>
  );
}
