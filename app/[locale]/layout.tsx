import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { brand } from "@/lib/config/brand";
import { env } from "@/lib/config/env";
import { resolveLocale } from "@/lib/i18n/params";
import { locales } from "@/lib/i18n/routing";
import { preload } from "react-dom";
import { inter, koreanLabel } from "../fonts/site-fonts";
import "../globals.css";
import "../fonts/korean-subset.css";

/** The regular weight of the Korean subset (../fonts/korean-subset.css). */
const KOREAN_REGULAR = "/fonts/noto-sans-kr-400.woff2";

type LocaleLayoutProps = LayoutProps<"/[locale]">;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "meta" });
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: t("siteName"), template: `%s | ${brand.companyName}` },
    description: t("defaultDescription"),
    applicationName: brand.companyName,
    icons: { icon: "/favicon.svg" },
  };
}

export const viewport: Viewport = { themeColor: "#0b1220", width: "device-width", initialScale: 1 };

/**
 * The document. Each route group's layout adds the messages its client components read and its
 * chrome: the public shell (components/shell/public-layout.tsx) or the back office's header.
 */
export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const locale = await resolveLocale(params);
  // Korean text is most of a Korean page's first paint; fetched only once the CSS is parsed and the
  // text laid out, the font held that paint back by about a second on a slow phone.
  if (locale === "ko") preload(KOREAN_REGULAR, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <html lang={locale} className={`${inter.variable} ${koreanLabel.variable}`}>
      <body>{children}</body>
    </html>
  );
}
