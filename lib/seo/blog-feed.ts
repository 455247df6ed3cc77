import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { blogFeedPath } from "@/lib/blog/feed";
import type { Locale } from "@/lib/i18n/routing";

/**
 * A blog page's metadata with the feed of its language announced (`<link rel="alternate"
 * type="application/rss+xml">`), for readers and for Naver: app/rss.xml and app/en/rss.xml serve it.
 */
export async function withBlogFeed(metadata: Metadata, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "blog" });
  const types = { "application/rss+xml": [{ url: blogFeedPath(locale), title: t("feedTitle") }] };
  return { ...metadata, alternates: { ...metadata.alternates, types } };
}
