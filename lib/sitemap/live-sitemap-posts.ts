import "server-only";
import { listLivePosts } from "@/lib/blog/live-posts";
import type { SitemapPost } from "./types";

/** The published posts in the builder's terms. */
export async function liveSitemapPosts(): Promise<SitemapPost[]> {
  const posts = await listLivePosts();
  return posts.map((post) => ({
    id: post.id,
    category: post.list.category,
    isPublished: true,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    metaTitle: post.list.meta_title ?? post.list.title,
    metaDescription: post.list.meta_description ?? post.list.summary,
  }));
}
