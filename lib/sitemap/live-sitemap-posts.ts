import "server-only";
import { listLivePosts } from "@/lib/blog/live-posts";
import { db } from "@/lib/db/client";
import { toDraft, toLivePost } from "@/lib/blog/stored-post";
import type { SitemapPost } from "./types";

/** The live posts in the builder's terms (the public /sitemap.xml), from Next's cache of the live posts. */
export async function liveSitemapPosts(): Promise<SitemapPost[]> {
  const posts = await listLivePosts();
  return posts.map((post) => ({
    id: post.id,
    lang: post.list.lang,
    category: post.list.category,
    isPublished: true,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    metaTitle: post.list.meta_title ?? post.list.title,
    metaDescription: post.list.meta_description ?? post.list.summary,
  }));
}

/** Every post for the staff generator: live ones as visitors see them, the others from their draft (priority 0.3). */
export async function allSitemapPosts(): Promise<SitemapPost[]> {
  const rows = await db().blogPost.findMany({ orderBy: { createdAt: "desc" } });
  return rows.flatMap((row) => {
    const live = toLivePost(row);
    const list = live?.list ?? toDraft(row).list;
    if (!list) return [];
    return [
      {
        id: row.id,
        lang: list.lang,
        category: list.category,
        isPublished: live !== null,
        createdAt: row.createdAt,
        updatedAt: live?.updatedAt ?? row.updatedAt,
        metaTitle: list.meta_title ?? list.title,
        metaDescription: list.meta_description ?? list.summary,
      },
    ];
  });
}
