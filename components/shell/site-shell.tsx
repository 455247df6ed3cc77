import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { DemoProvider } from "@/components/demo/demo-context";
import { PageViewTracker } from "@/components/analytics/page-view-tracker";
import { TagManager } from "@/components/analytics/tag-manager";
import { KoreanFallbackFonts } from "@/components/fonts/korean-fallback-fonts";
import { brand } from "@/lib/config/brand";
import type { Locale } from "@/lib/i18n/routing";
import { Footer } from "./footer";
import { Header } from "./header";
import { loadShellText } from "./load-shell-text";
import { Logo } from "./logo";
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
        <PageViewTracker />
        <KoreanFallbackFonts />
        {tagManagerId && <TagManager containerId={tagManagerId} host={brand.urls.tagManagerHost} />}
      </DemoProvider>
    </ShellTextProvider>
  );
}
