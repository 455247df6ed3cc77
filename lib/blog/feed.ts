import "server-only";
import { env } from "@/lib/config/env";
import { loadMessages } from "@/lib/i18n/messages";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { listLivePosts } from "./live-posts";
import { renderRss } from "./rss";

/** The RSS 2.0 document of the published posts, linking to the pages of one locale. */
export async function blogFeedXml(locale: Locale): Promise<string> {
  const site = env().SITE_URL.replace(/\/$/, "");
  const { blog } = (await loadMessages(locale)).pages;
  const posts = await listLivePosts();
  return renderRss({
    title: blog.title,
    link: `${site}${localizedPath(locale, "/blog")}`,
    selfLink: `${site}/api/blog${locale === "en" ? "?locale=en" : ""}`,
    description: blog.description,
    language: locale,
    items: posts.map((post) => ({
      title: post.list.title,
      link: `${site}${localizedPath(locale, `/blog/${post.id}`)}`,
      description: post.list.summary || post.list.meta_description || "",
      category: post.list.category,
      date: post.updatedAt,
    })),
  });
}
