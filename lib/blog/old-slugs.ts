import "server-only";
import { db } from "@/lib/db/client";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { getLivePost } from "./live-posts";
import { POST_ID_PATTERN } from "./schemas";

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
