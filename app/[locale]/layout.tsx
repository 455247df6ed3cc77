import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { SiteShell } from "@/components/shell/site-shell";
import { brand } from "@/lib/config/brand";
import { env } from "@/lib/config/env";
import { resolveLocale } from "@/lib/i18n/params";
import { locales } from "@/lib/i18n/routing";
import { inter, notoSansKr } from "../fonts/site-fonts";
import "../globals.css";

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

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

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const locale = await resolveLocale(params);
  return (
    <html lang={locale} className={`${inter.variable} ${notoSansKr.variable}`}>
      <body>
        <NextIntlClientProvider>
          <SiteShell tagManagerId={env().GTM_ID}>{children}</SiteShell>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
