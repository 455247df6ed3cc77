import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { blogFeedPath } from "./feed";
import { listLiveLinks } from "./live-posts";
import type { LivePost } from "./stored-post";
import { pairTranslations, type TranslationLink } from "./translation-pairs";
import { locales, type Locale } from "@/lib/i18n/routing";

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
 * Where each language's version of a post is (internal paths, "/blog/{id}"): its own language's is
 * the post itself, the other's its live partner (translation-pairs.ts), whichever of the two names the
 * other. A partner that is a draft, scheduled or unpublished is not there. A previewed draft is paired
 * as its saved draft names its partner.
 */
export async function postLanguagePaths(post: LivePost): Promise<Partial<Record<Locale, string>>> {
  const { links, moved } = await listLiveLinks();
  const own: TranslationLink = {
    id: post.id,
    lang: post.list.lang,
    translation: post.list.translation,
    publishedAt: post.publishedAt?.toISOString() ?? null,
  };
  const partners = pairTranslations([...links.filter((link) => link.id !== post.id), own], new Map(moved));
  const partner = links.find((link) => link.id === partners.get(post.id));
  const paths: Partial<Record<Locale, string>> = { [post.list.lang]: `/blog/${post.id}` };
  if (partner) paths[partner.lang] = `/blog/${partner.id}`;
  return paths;
}

/**
 * What a post's hreflang says: the language it is written in (its canonical address is that
 * locale's), plus its live partner in the other language. The same post under the other locale's
 * prefix is the same text in other chrome, so it points to the canonical one.
 */
export async function postAlternates(post: LivePost) {
  return { canonicalLocale: post.list.lang, languages: await postLanguagePaths(post) };
}

/** Where the language switch goes from a post: its other version, or that language's list when it has none. */
export async function postSwitchPaths(post: LivePost): Promise<Record<Locale, string>> {
  const versions = await postLanguagePaths(post);
  return Object.fromEntries(locales.map((locale) => [locale, versions[locale] ?? "/blog"])) as Record<Locale, string>;
}
