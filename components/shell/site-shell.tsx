import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { DemoProvider } from "@/components/demo/demo-context";
import type { BusinessSettings } from "@/lib/config/business-settings";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { AnalyticsConsentSlot } from "./analytics-consent-slot";
import { Footer } from "./footer";
import { Header } from "./header";
import { loadShellText } from "./load-shell-text";
import { Logo } from "./logo";
import { MobileDrawer } from "./mobile-drawer";
import { ShellEffects } from "./shell-effects";
import { ShellTextProvider } from "./shell-text-context";
import { TryPopup } from "./try-popup";
import { DemoButton } from "@/components/demo/demo-button";
import { Icon } from "@/components/ui/icon";
import styles from "./top-banner.module.css";

/** The strip above the header that opens the demo popup; drawn on the server, the button is its only script. */
function TopBanner({ label }: { label: string }) {
  return (
    <div className={styles.banner} data-top-banner>
      <DemoButton trigger="default" className={styles.cta}>
        {label}
        {/* Drawn, not typed: "→" is in no Latin face here, and on an English page it alone would
            fetch the 43 KB bold Korean subset. */}
        <Icon name="arrowForward" size={14} className={styles.arrow} />
      </DemoButton>
    </div>
  );
}

interface SiteShellProps {
  locale: Locale;
  children: ReactNode;
  tagManagerId?: string;
  business: BusinessSettings;
  /** The banner, header and try-it invitation: off on campaign and booking pages (their own layout says so). */
  chrome: boolean;
}

export async function SiteShell({ locale, children, tagManagerId, business, chrome }: SiteShellProps) {
  const [t, text] = await Promise.all([getTranslations({ locale, namespace: "shell" }), loadShellText(locale)]);
  return (
    <ShellTextProvider value={text}>
      <DemoProvider>
        <a href="#main" className="skip-link">
          {t("skipToContent")}
        </a>
        {/* Early in the page, so the keyboard reaches its two answers soon; drawn at the bottom. */}
        {tagManagerId && <AnalyticsConsentSlot locale={locale} tagManagerId={tagManagerId} />}
        {chrome && <TopBanner label={t("banner")} />}
        {chrome && <Header logo={<Logo />} />}
        {chrome && <MobileDrawer text={text} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer
          business={business}
          cookieSettingsHref={tagManagerId && `${localizedPath(locale, "/privacy-policy")}#cookies`}
        />
        {chrome && <TryPopup />}
        {/* The tag manager loads only once the visitor accepts, from the notice above. */}
        <ShellEffects />
      </DemoProvider>
    </ShellTextProvider>
  );
}
