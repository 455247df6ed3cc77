import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { blogFeedPath } from "./feed";
import { getLivePost } from "./live-posts";
import type { LivePost } from "./stored-post";
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

/**
 * What a post's hreflang says: the language it is written in (its canonical address is that
 * locale's), plus its live translation when it names one. The same post under the other locale's
 * prefix is the same text in other chrome, so it points to the canonical one.
 */
export async function postAlternates(post: LivePost) {
  const languages: Partial<Record<Locale, string>> = { [post.list.lang]: `/blog/${post.id}` };
  const translation = post.list.translation ? await getLivePost(post.list.translation) : null;
  if (translation && translation.list.lang !== post.list.lang)
    languages[translation.list.lang] = `/blog/${translation.id}`;
  return { canonicalLocale: post.list.lang, languages };
}
