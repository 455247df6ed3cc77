import { revalidatePath, revalidateTag } from "next/cache";
import { BLOG_TAGS, blogPathsFor } from "./cache-tags";

/**
 * Marks the public blog pages of one post stale, so the next visitor gets the new live version
 * without a rebuild. Outside a Next server (scripts, tests calling handlers) there is no cache to
 * clear and Next throws its "static generation store missing" invariant: that case alone is skipped.
 */
export function revalidateBlog(id: string): void {
  try {
    for (const path of blogPathsFor(id)) revalidatePath(path);
    for (const tag of [BLOG_TAGS.list, BLOG_TAGS.post(id), BLOG_TAGS.feed, BLOG_TAGS.sitemap])
      revalidateTag(tag, "max");
  } catch (error) {
    if (error instanceof Error && error.message.includes("static generation store missing")) return;
    throw error;
  }
}
