import "server-only";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { toLivePost, type LivePost } from "./stored-post";

/**
 * Published posts, newest first, read per request (one SQLite query), so a publish or an
 * unpublish shows at once; React's cache shares the read between metadata and page.
 */
export const listLivePosts = cache(async (): Promise<LivePost[]> => {
  const rows = await db().blogPost.findMany({
    where: { isPublished: true, liveList: { not: null } },
    orderBy: { createdAt: "desc" },
  });
  return rows.map(toLivePost).filter((post): post is LivePost => post !== null);
});

export const getLivePost = cache(async (id: string): Promise<LivePost | null> => {
  const row = await db().blogPost.findUnique({ where: { id } });
  return row ? toLivePost(row) : null;
});
