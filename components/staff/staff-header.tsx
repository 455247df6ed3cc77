import { getTranslations } from "next-intl/server";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { Logo } from "@/components/shell/logo";
import { actsAs, type StaffIdentity } from "@/lib/auth/staff-identity";
import { Link } from "@/lib/i18n/navigation";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { staffPageRole } from "@/lib/staff/page-roles";
import { staffPaths } from "@/lib/staff/urls";
import { SignOutButton } from "./sign-out-button";
import { StaffNav } from "./staff-nav";
import styles from "./staff.module.css";

interface StaffHeaderProps {
  locale: Locale;
  staff: StaffIdentity | null;
  /** The blog editor and the sitemap generator exist only while BLOG_EDITOR_ENABLED is on. */
  editorEnabled: boolean;
}

/** The back office's own header: its sections and sign-out for a signed-in staff member. */
export async function StaffHeader({ locale, staff, editorEnabled }: StaffHeaderProps) {
  const t = await getTranslations({ locale, namespace: "staff.nav" });
  // Only the sections the account's role opens (the roles the pages check).
  const sections: { href: string; label: string; shown?: boolean }[] = [
    { href: staffPaths.dashboard, label: t("dashboard") },
    { href: staffPaths.submissions, label: t("submissions") },
    { href: "/blog-editor", label: t("blogEditor"), shown: editorEnabled },
    { href: "/blog-editor/news", label: t("news"), shown: editorEnabled },
    { href: "/sitemap-generator", label: t("sitemapGenerator"), shown: editorEnabled },
    { href: staffPaths.accounts, label: t("accounts") },
    { href: staffPaths.accessLog, label: t("accessLog") },
    { href: staffPaths.privacyRequests, label: t("privacyRequests") },
    { href: staffPaths.privacyLookup, label: t("privacy") },
  ];
  const items = sections
    .filter((section) => section.shown !== false && actsAs(staff, staffPageRole(section.href)))
    .map(({ href, label }) => ({ href, label }));
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link href={staff ? (items[0]?.href ?? staffPaths.dashboard) : staffPaths.signIn} className={styles.brand}>
          <Logo size="small" />
          <span className="visually-hidden">{t("home")}</span>
        </Link>
        {staff && <StaffNav items={items} label={t("label")} />}
        <div className={styles.account}>
          <LanguageSwitch />
          {staff && (
            <>
              <span className={styles.who}>{t("signedInAs", { name: staff.name })}</span>
              <Link href={staffPaths.twoFactor}>{t("twoFactor")}</Link>
              <SignOutButton
                label={t("signOut")}
                busyLabel={t("signingOut")}
                signInPath={localizedPath(locale, staffPaths.signIn)}
              />
              <SignOutButton
                label={t("signOutEverywhere")}
                busyLabel={t("signingOut")}
                signInPath={localizedPath(locale, staffPaths.signIn)}
                everywhere
              />
            </>
          )}
        </div>
      </div>
    </header>
  );
}
