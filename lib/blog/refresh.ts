import "server-only";
import { after } from "next/server";
import { announceCacheChange } from "@/lib/cache/broadcast";
import { insideNextServer } from "@/lib/cache/tagged-cache";
import { db } from "@/lib/db/client";
import { revalidateBlog, warmBlog } from "./revalidate";

/**
 * After a change visitors can see: the cached public blog of these posts expires now, and once the
 * response is sent their pages are rendered again (so the next visitor gets them ready); the other
 * instances, if any, are told to do the same (lib/cache/broadcast.ts). Outside a request (tests
 * calling lib/ directly) there is nothing to refresh.
 */
export function refreshPublicBlog(ids: string[]): void {
  refreshOwnBlogCache(ids);
  void announceCacheChange({ scope: "blog", ids });
}

/** The same for this instance's cache only: what another instance's announcement asks of this one. */
export function refreshOwnBlogCache(ids: string[]): void {
  revalidateBlog(ids);
  if (insideNextServer()) after(() => warmBlog(ids));
}

/**
 * At start-up: every cached blog page, list, feed, sitemap and share image expires, so what was
 * pre-rendered at build time (from the build machine's database) never hides what this database holds.
 */
export async function refreshAllPublicBlog(): Promise<void> {
  const ids = (await db().blogPost.findMany({ select: { id: true } })).map((row) => row.id);
  revalidateBlog(ids, true);
}
