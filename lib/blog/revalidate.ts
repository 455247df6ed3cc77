import "server-only";
import { defaultLocale } from "@/lib/i18n/routing";
import { revalidatePath, revalidateTag } from "next/cache";
import { insideNextServer } from "@/lib/cache/tagged-cache";
import { internalOrigin } from "@/lib/config/env";
import { BLOG_TAGS, blogPathsFor, blogRoutePathsFor } from "./cache-tags";

/**
 * Expires the cached public blog of these posts (the lists, feeds, sitemap, each post's page and
 * share image) at once: `{ expire: 0 }`, so no visitor is served the old version after a publish,
 * unpublish or schedule.
 * Outside a Next server (scripts, tests calling handlers) there is no cache to expire.
 */
export function revalidateBlog(ids: string[], everyPost = false): void {
  if (!insideNextServer()) return;
  revalidateTag(BLOG_TAGS.list, { expire: 0 });
  for (const id of ids) revalidateTag(BLOG_TAGS.post(id), { expire: 0 });
  for (const path of new Set(ids.flatMap(blogRoutePathsFor))) revalidatePath(path);
  if (everyPost) {
    revalidatePath("/[locale]/blog", "page");
    revalidatePath("/[locale]/blog/[contentId]", "page");
    revalidatePath("/sitemap.xml");
  }
}

/**
 * Visits the public addresses of these posts once, so each is rendered again right away rather
 * than by the next visitor (called after the response is sent). One at a time, the posts' pages
 * first: rendered all at once they took the CPU from the visitors asking for those pages meanwhile.
 * A failure is logged, never thrown: the pages still refresh on their next visit.
 */
export async function warmBlog(ids: string[]): Promise<void> {
  const origin = internalOrigin();
  for (const path of [...new Set(ids.flatMap(blogPathsFor))]) {
    try {
      const response = await fetch(`${origin}${path}`, {
        headers: { "accept-language": defaultLocale },
        redirect: "manual",
      });
      await response.arrayBuffer();
    } catch (error) {
      console.warn(`[blog] could not warm ${path}:`, error instanceof Error ? error.message : error);
    }
  }
}
