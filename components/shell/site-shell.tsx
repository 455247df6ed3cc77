import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { DemoProvider } from "@/components/demo/demo-context";
import { PageViewTracker } from "@/components/analytics/page-view-tracker";
import { TagManager } from "@/components/analytics/tag-manager";
import { KoreanFallbackFonts } from "@/components/fonts/korean-fallback-fonts";
import { brand } from "@/lib/config/brand";
import { ChromeGate } from "./chrome-gate";
import { Footer } from "./footer";
import { Header } from "./header";
import { TopBanner } from "./top-banner";
import { TryPopup } from "./try-popup";

interface SiteShellProps {
  children: ReactNode;
  tagManagerId?: string;
}

export async function SiteShell({ children, tagManagerId }: SiteShellProps) {
  const t = await getTranslations("shell");
  return (
    <DemoProvider>
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <ChromeGate>
        <TopBanner />
        <Header />
      </ChromeGate>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <TryPopup />
      <PageViewTracker />
      <KoreanFallbackFonts />
      {tagManagerId && <TagManager containerId={tagManagerId} host={brand.urls.tagManagerHost} />}
    </DemoProvider>
  );
}
