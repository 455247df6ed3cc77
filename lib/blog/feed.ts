import "server-only";
import { env } from "@/lib/config/env";
import { loadMessages } from "@/lib/i18n/messages";
import { localizedPath } from "@/lib/i18n/paths";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import { categoryLabel } from "./categories";
import { listLivePosts } from "./live-posts";
import { renderRss } from "./rss";

/**
 * The RSS 2.0 document of one language's live posts (from Next's cache of the live posts, so a
 * publish or unpublish shows at once), linking to their pages, categories named in that language.
 */
export async function blogFeedXml(locale: Locale): Promise<string> {
  const site = env().SITE_URL.replace(/\/$/, "");
  const { blog } = (await loadMessages(locale)).pages;
  const labels = (await loadMessages(locale)).blog.categories;
  const posts = (await listLivePosts()).filter((post) => post.list.lang === locale);
  return renderRss({
    title: blog.title,
    link: `${site}${localizedPath(locale, "/blog")}`,
    selfLink: `${site}/api/blog${locale === defaultLocale ? "" : `?locale=${locale}`}`,
    description: blog.description,
    language: locale,
    items: posts.map((post) => ({
      title: post.list.title,
      link: `${site}${localizedPath(locale, `/blog/${post.id}`)}`,
      description: post.list.summary || post.list.meta_description || "",
      category: categoryLabel(post.list.category, labels),
      date: post.updatedAt,
    })),
  });
}
