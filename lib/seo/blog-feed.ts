import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";

/**
 * A blog page's metadata with the feed of its language announced (`<link rel="alternate"
 * type="application/rss+xml">`), for readers and for Naver: app/api/blog/route.ts serves it.
 */
export async function withBlogFeed(metadata: Metadata, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "pages.blog" });
  const url = locale === defaultLocale ? "/api/blog" : `/api/blog?locale=${locale}`;
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { "application/rss+xml": [{ url, title: t("title") }] } },
  };
}
