import "server-only";
import type { Metadata } from "next";
import { brand } from "@/lib/config/brand";
import { localizedPath } from "@/lib/i18n/paths";
import { defaultLocale, locales, type Locale } from "@/lib/i18n/routing";

export interface PageMetadataInput {
  locale: Locale;
  /** Internal path without the locale prefix, e.g. "/zen-app". */
  path: string;
  title: string;
  description: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /**
   * For a page whose content exists in one language only (a blog post): the hreflang alternates
   * it has (language → internal path), and the canonical one. Default: the same path in every locale.
   */
  alternates?: { canonicalLocale: Locale; languages: Partial<Record<Locale, string>> };
}

const ogLocale: Record<Locale, string> = { ko: "ko_KR", en: "en_US" };

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags for one page. */
export function buildMetadata({
  locale,
  path,
  title,
  description,
  image,
  type = "website",
  noindex,
  alternates,
}: PageMetadataInput): Metadata {
  const canonical = localizedPath(alternates?.canonicalLocale ?? locale, path);
  const languages: Record<string, string> = alternates
    ? Object.fromEntries(Object.entries(alternates.languages).map(([l, p]) => [l, localizedPath(l as Locale, p)]))
    : Object.fromEntries(locales.map((l) => [l, localizedPath(l, path)]));
  // One x-default for every version of a page: the default language's where there is one.
  languages["x-default"] = languages[defaultLocale] ?? canonical;
  const images = [{ url: image ?? "/og-default.png", width: 1200, height: 630, alt: brand.companyName }];
  return {
    title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      type,
      siteName: brand.companyName,
      title,
      description,
      url: canonical,
      locale: ogLocale[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => ogLocale[l]),
      images,
    },
    twitter: { card: "summary_large_image", title, description, images: images.map((i) => i.url) },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
