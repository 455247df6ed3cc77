import "server-only";
import { env } from "@/lib/config/env";
import { loadMessages } from "@/lib/i18n/messages";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { categoryLabel } from "./categories";
import { listLivePosts } from "./live-posts";
import { renderRss } from "./rss";

/** The address of one language's feed: /rss.xml (Korean), /en/rss.xml (app/rss.xml, app/en/rss.xml). */
export const blogFeedPath = (locale: Locale) => localizedPath(locale, "/rss.xml");

/**
 * The RSS 2.0 document of one language's live posts (from Next's cache of the live posts, so a
 * publish or unpublish shows at once), linking to their pages, categories named in that language.
 */
export async function blogFeedXml(locale: Locale): Promise<string> {
  const site = env().SITE_URL.replace(/\/$/, "");
  const messages = await loadMessages(locale);
  const posts = (await listLivePosts()).filter((post) => post.list.lang === locale);
  return renderRss({
    title: messages.blog.feedTitle,
    link: `${site}${localizedPath(locale, "/blog")}`,
    selfLink: `${site}${blogFeedPath(locale)}`,
    description: messages.pages.blog.description,
    language: locale,
    items: posts.map((post) => ({
      title: post.list.title,
      link: `${site}${localizedPath(locale, `/blog/${post.id}`)}`,
      description: post.list.summary || post.list.meta_description || "",
      category: categoryLabel(post.list.category, messages.blog.categories),
      // Its first publish: a reader's feed does not show a republished post as new again.
      date: post.firstPublishedAt,
    })),
  });
}

/** The feed as a response: readers revalidate each time (the posts themselves come from the cache). */
export async function blogFeedResponse(locale: Locale): Promise<Response> {
  return new Response(await blogFeedXml(locale), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
