import "server-only";
import { revalidateTag } from "next/cache";
import { insideNextServer, taggedCache } from "@/lib/cache/tagged-cache";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/routing";

/** The cache tag of About's news (`GET /api/news?locale=…`): set by the read below, revalidated by every write. */
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

function readNews(locale: Locale): Promise<PublicNewsItem[]> {
  return db().newsItem.findMany({
    where: { OR: [{ locale }, { locale: null }] },
    orderBy: [{ publishedOn: "desc" }, { id: "desc" }],
    select: fields,
  });
}

/**
 * The news shown on /about in `locale` (its own items and those for every language), newest first.
 * From Next's data cache under NEWS_TAG until a write through /api/news (the page's browser fetches it).
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
