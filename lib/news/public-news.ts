import "server-only";
import { revalidateTag } from "next/cache";
import { insideNextServer, taggedCache } from "@/lib/cache/tagged-cache";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/routing";
import { seedNewsItems } from "./seed-items";

/** The cache tag of the About page's news: set by the read below, revalidated by every write. */
export const NEWS_TAG = "news";

export interface PublicNewsItem {
  id: number;
  source: string;
  title: string;
  description: string;
  url: string;
  publishedOn: string | null;
}

const fields = { id: true, source: true, title: true, description: true, url: true, publishedOn: true } as const;

async function readNews(locale: Locale): Promise<PublicNewsItem[]> {
  try {
    return await db().newsItem.findMany({
      where: { OR: [{ locale }, { locale: null }] },
      orderBy: [{ publishedOn: "desc" }, { id: "desc" }],
      select: fields,
    });
  } catch (error) {
    // `next build` on a machine without the database (CI): the page is built from the seed news
    // and brought up to date by the first revalidation. At run time a failure stays a failure.
    if (process.env.NEXT_PHASE !== "phase-production-build") throw error;
    console.warn(`[news] no database at build time (${String(error).slice(0, 120)}): using the seed news`);
    return seedNewsItems
      .filter((item) => item.locale === locale)
      .map(({ id, source, title, description, url, publishedOn }) => ({
        id,
        source,
        title,
        description,
        url,
        publishedOn,
      }))
      .reverse();
  }
}

/**
 * The news shown on /about in `locale` (its own items and those for every language), newest first.
 * From Next's data cache (the page is rendered per request) under NEWS_TAG until a write through /api/news.
 */
export function listPublicNews(locale: Locale): Promise<PublicNewsItem[]> {
  return taggedCache(() => readNews(locale), ["public-news", locale], [NEWS_TAG]);
}

/**
 * Expires the cached news at once: the next visitor of /about gets the news read anew.
 * Outside a Next server (scripts, tests calling the handlers) there is no cache to clear.
 */
export function revalidateNews(): void {
  if (insideNextServer()) revalidateTag(NEWS_TAG, { expire: 0 });
}
