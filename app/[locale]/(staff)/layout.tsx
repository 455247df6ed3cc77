import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { loadShellText } from "@/components/shell/load-shell-text";
import { ShellTextProvider } from "@/components/shell/shell-text-context";
import { StaffClientMessages } from "@/components/staff/staff-client-messages";
import { StaffHeader } from "@/components/staff/staff-header";
import { TimeZoneSync } from "@/components/staff/time-zone-sync";
import { currentStaff } from "@/lib/auth/staff-page";
import { env } from "@/lib/config/env";
import { resolveLocale } from "@/lib/i18n/params";
import { viewerTimeZone } from "@/lib/submissions/viewer-time-zone";
import styles from "@/components/staff/staff.module.css";
// Whole Noto Sans KR in unicode-range slices, for the back office only: names and messages visitors
// type need any Hangul syllable, beyond the public pages' subset; a browser fetches just the slices a
// page shows. Public pages never load this CSS.
import "@fontsource/noto-sans-kr/400.css";
import "@fontsource/noto-sans-kr/700.css";

type StaffLayoutProps = LayoutProps<"/[locale]">;

/**
 * The back office's chrome: its own header (sections, language, sign-out), no promo banner, demo
 * button or public footer. Every page under it renders per request (it reads the session cookie),
 * so none is cached; each page checks the session itself (lib/auth/staff-page.ts).
 */
export default async function StaffLayout({ children, params }: StaffLayoutProps) {
  const locale = await resolveLocale(params);
  const [staff, t, incoming, shellText] = await Promise.all([
    currentStaff(),
    getTranslations({ locale, namespace: "staff.nav" }),
    headers(),
    loadShellText(locale),
  ]);
  // Only what the back office's own client components read: the editor and the sitemap tool add
  // theirs in their layouts. The language links and the error view take their words from the shell's,
  // as on public pages.
  return (
    <StaffClientMessages locale={locale}>
      <ShellTextProvider value={shellText}>
        <div className={styles.root}>
          <a href="#main" className="skip-link">
            {t("skipToContent")}
          </a>
          <StaffHeader locale={locale} staff={staff} editorEnabled={env().BLOG_EDITOR_ENABLED} />
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
        <TimeZoneSync renderedZone={viewerTimeZone(incoming.get("cookie"))} />
      </ShellTextProvider>
    </StaffClientMessages>
  );
}
