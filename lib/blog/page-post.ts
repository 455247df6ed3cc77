import "server-only";
import { draftMode } from "next/headers";
import { actsAs } from "@/lib/auth/staff-identity";
import { currentStaff } from "@/lib/auth/staff-page";
import { taggedCache } from "@/lib/cache/tagged-cache";
import { db } from "@/lib/db/client";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { shareImagePath as sharePath } from "./card";
import { imageSizes } from "./images/library";
import { parseVariant } from "./images/variants";
import { getLivePost } from "./live-posts";
import { POST_ID_PATTERN, type BlogContent } from "./schemas";
import { toDraft, type LivePost } from "./stored-post";

export interface PagePost {
  post: LivePost;
  /** True when a signed-in staff member previews the saved draft (never cached, never indexed). */
  preview: boolean;
}

/** The saved draft of a post, shaped like a live one, for the preview. */
async function draftPost(id: string): Promise<LivePost | null> {
  const row = await db().blogPost.findUnique({ where: { id } });
  if (!row) return null;
  const { list, content } = toDraft(row);
  if (!list || !content) return null;
  const { createdAt, updatedAt, publishedAt } = row;
  // Never published: the preview shows today's date as its publication date (as a publish now would).
  const firstPublishedAt = row.firstPublishedAt ?? new Date();
  return { id, list, content, createdAt, updatedAt, publishedAt, firstPublishedAt };
}

/**
 * The post a /blog/{id} page shows: the live version (from Next's data cache), or, when
 * draft mode is on (the editor's Preview) and an editor's session is present, the saved draft.
 */
export async function pagePost(id: string): Promise<PagePost | null> {
  // No post has any other id; "/blog/a%00b" would otherwise reach PostgreSQL, which refuses NUL (a 500).
  if (!POST_ID_PATTERN.test(id)) return null;
  if ((await draftMode()).isEnabled && actsAs(await currentStaff(), "editor")) {
    const draft = await draftPost(id);
    if (draft) return { post: draft, preview: true };
  }
  const live = await getLivePost(id);
  return live ? { post: live, preview: false } : null;
}

/**
 * Sizes of the uploaded images the post shows, so they keep their space while loading. From Next's
 * data cache: an uploaded image never changes, and the page is rendered per request.
 */
export async function postImageSizes(content: BlogContent) {
  const ids = content.sections
    .flatMap((section) =>
      section.flatMap((block) => (block.type === "image" ? [parseVariant(block.url)?.id ?? ""] : [])),
    )
    .filter(Boolean);
  return ids.length ? taggedCache(() => imageSizes(ids), ["blog-image-sizes", ...ids], []) : {};
}

/** The address of a post's 1200×630 share image; the version makes networks fetch it again after a publish. */
export function shareImagePath(post: LivePost): string {
  return sharePath(post.id, post.publishedAt ?? post.updatedAt);
}

/**
 * Where an old address of a post now is, in the page's language ("/en/blog/new-id"): the live post
 * that had `slug` before its id was changed (staff-posts.ts `movePost`), or null. The post page
 * answers it with a 308; it is read only for an address no live post has.
 */
export async function movedPostPath(locale: Locale, slug: string): Promise<string | null> {
  if (!POST_ID_PATTERN.test(slug)) return null;
  const moved = await db().blogSlug.findUnique({ where: { slugLower: slug.toLowerCase() }, select: { postId: true } });
  if (!moved || !(await getLivePost(moved.postId))) return null;
  return localizedPath(locale, `/blog/${moved.postId}`);
}
