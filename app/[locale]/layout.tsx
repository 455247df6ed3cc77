import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { getTranslations } from "next-intl/server";
import { brand } from "@/lib/config/brand";
import { env } from "@/lib/config/env";
import { resolveLocale } from "@/lib/i18n/params";
import { locales, type Locale } from "@/lib/i18n/routing";
import "../globals.css";

/**
 * The three glyphs of "한국어" (the language switch on English pages), about 1 KB, so that an English
 * page never fetches the Korean subset for one word nor draws it in whatever the system has. The
 * site's other faces are in app/fonts/faces.css.
 */
const koreanLabel = localFont({
  src: "../fonts/noto-sans-kr-label.woff2",
  weight: "400",
  variable: "--font-kr-label",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+D55C, U+AD6D, U+C5B4" }],
});

/** The faces a page's first paint draws its text in (../fonts/faces.css), by the page's language. */
const FIRST_PAINT_FACES: Record<Locale, string[]> = {
  // Both weights: the bold one draws the hero's headline, which rewrapped when the face arrived after
  // the first paint and moved the hero's buttons (a 0.05 layout shift on /report).
  ko: ["/fonts/noto-sans-kr-400.woff2", "/fonts/noto-sans-kr-700.woff2"],
  en: ["/fonts/inter-latin-variable.woff2"],
};

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
    // Named here, as a layout's icons replace those Next finds beside the root layout (app/apple-icon.png);
    // app/favicon.ico is linked all the same.
    icons: { icon: "/favicon.svg", apple: "/apple-icon.png" },
    // Naver Search Advisor's ownership check (its HTML tag method), when the setting holds its code.
    ...(env().NAVER_SITE_VERIFICATION && {
      verification: { other: { "naver-site-verification": env().NAVER_SITE_VERIFICATION! } },
    }),
  };
}

export const viewport: Viewport = { themeColor: "#0b1220", width: "device-width", initialScale: 1 };

/**
 * The document. Each route group's layout adds the messages its client components read and its
 * chrome: the public shell (components/shell/public-layout.tsx) or the back office's header.
 */
export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const locale = await resolveLocale(params);
  // Fetched only once the CSS is parsed and the text laid out, a face held a slow phone's first paint
  // back by about a second. A Korean page never loads Inter, an English one never the Korean subset.
  // Links in the tree, not react-dom's preload(): on a page rendered per request its hint reached the
  // browser after the head, in the RSC stream, and the face was fetched late. Low priority: text never
  // waits for a face (font-display: swap), and a late swap stays within the layout-shift bound
  // (tests/e2e/layout-stability.spec.ts), so the stylesheets and the scripts that make the menu and
  // forms work come first on a shared connection.
  // data-scroll-behavior: Next jumps to a new page's top even where an in-page link glides (app/globals.css).
  return (
    // The consent notice's script sets the room it keeps below (--consent-space) before hydration.
    <html lang={locale} className={koreanLabel.variable} data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        {FIRST_PAINT_FACES[locale].map((face) => (
          <link key={face} rel="preload" href={face} as="font" crossOrigin="" type="font/woff2" fetchPriority="low" />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
