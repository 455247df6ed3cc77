import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { DemoProvider } from "@/components/demo/demo-context";
import { PageViewTracker } from "@/components/analytics/page-view-tracker";
import { TagManager } from "@/components/analytics/tag-manager";
import { KoreanFallbackFonts } from "@/components/fonts/korean-fallback-fonts";
import { brand } from "@/lib/config/brand";
import { Footer } from "./footer";
import { Header } from "./header";
import { TopBanner } from "./top-banner";
import { TryPopup } from "./try-popup";

interface SiteShellProps {
  children: ReactNode;
  tagManagerId?: string;
  /** The banner, header and try-it invitation: off on campaign and booking pages (their own layout says so). */
  chrome: boolean;
}

export async function SiteShell({ children, tagManagerId, chrome }: SiteShellProps) {
  const t = await getTranslations("shell");
  return (
    <DemoProvider>
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      {chrome && <TopBanner />}
      {chrome && <Header />}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {chrome && <TryPopup />}
      <PageViewTracker />
      <KoreanFallbackFonts />
      {tagManagerId && <TagManager containerId={tagManagerId} host={brand.urls.tagManagerHost} />}
    </DemoProvider>
  );
}
