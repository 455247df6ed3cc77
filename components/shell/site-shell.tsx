import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { DemoProvider } from "@/components/demo/demo-context";
import { brand } from "@/lib/config/brand";
import type { Locale } from "@/lib/i18n/routing";
import { Footer } from "./footer";
import { Header } from "./header";
import { loadShellText } from "./load-shell-text";
import { Logo } from "./logo";
import { ShellEffects } from "./shell-effects";
import { ShellTextProvider } from "./shell-text-context";
import { TopBanner } from "./top-banner";
import { TryPopup } from "./try-popup";

interface SiteShellProps {
  locale: Locale;
  children: ReactNode;
  tagManagerId?: string;
  /** The banner, header and try-it invitation: off on campaign and booking pages (their own layout says so). */
  chrome: boolean;
}

export async function SiteShell({ locale, children, tagManagerId, chrome }: SiteShellProps) {
  const [t, text] = await Promise.all([getTranslations({ locale, namespace: "shell" }), loadShellText(locale)]);
  return (
    <ShellTextProvider value={text}>
      <DemoProvider>
        <a href="#main" className="skip-link">
          {t("skipToContent")}
        </a>
        {chrome && <TopBanner label={t("banner")} />}
        {chrome && <Header logo={<Logo />} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        {chrome && <TryPopup />}
        <ShellEffects tagManager={!!tagManagerId} />
        {/* The tag manager from its own host, in the server's HTML (React puts an async script in the
            head): no inline script, so a strict CSP holds, and no loader code in the page's bundle. */}
        {tagManagerId && (
          <script
            id="tag-manager"
            async
            src={`${brand.urls.tagManagerHost}/gtm.js?id=${encodeURIComponent(tagManagerId)}`}
          />
        )}
      </DemoProvider>
    </ShellTextProvider>
  );
}
