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
export async function refreshPublicBlog(ids: string[]): Promise<void> {
  void announceCacheChange({ scope: "blog", ids });
  await refreshOwnBlogCache(ids);
}

const globalForRefresh = globalThis as typeof globalThis & { blogRefreshes?: Promise<void> };
// The longest a change waits for the previous one's pages (a render that never ends must not hold the editor).
const PREVIOUS_REFRESH_WAIT_MS = 10_000;

/**
 * The same for this instance's cache only: what another instance's announcement asks of this one.
 * One change at a time per process: a change expires the cache once the previous change's pages were
 * rendered again and stored, so none of those renders, begun before this change, answers a visitor
 * after it (lib/security/page-cache.cjs drops what any render read before an expiry).
 */
export async function refreshOwnBlogCache(ids: string[]): Promise<void> {
  if (!insideNextServer()) return;
  const previous = globalForRefresh.blogRefreshes;
  let done = () => {};
  globalForRefresh.blogRefreshes = new Promise<void>((resolve) => (done = resolve));
  try {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, PREVIOUS_REFRESH_WAIT_MS)));
    await Promise.race([previous, timeout]).finally(() => clearTimeout(timer));
    revalidateBlog(ids);
    after(() => warmBlog(ids).finally(done));
  } catch (error) {
    done();
    throw error;
  }
}

/**
 * At start-up: every cached blog page, list, feed, sitemap and share image expires, so what was
 * pre-rendered at build time (from the build machine's database) never hides what this database holds.
 */
export async function refreshAllPublicBlog(): Promise<void> {
  const ids = (await db().blogPost.findMany({ select: { id: true } })).map((row) => row.id);
  revalidateBlog(ids, true);
}
