import "server-only";
import { revalidateTag } from "next/cache";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { after } from "next/server";
import { internalOrigin } from "@/lib/config/env";
import { insideNextServer, taggedCache } from "@/lib/cache/tagged-cache";
import { db } from "@/lib/db/client";
import { localizedPath } from "@/lib/i18n/paths";
import { locales, type Locale } from "@/lib/i18n/routing";

/** The cache tag of About's news (the page and `GET /api/news?locale=…`): set by the read below, revalidated by every write. */
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
 * From Next's data cache under NEWS_TAG until a write through /api/news.
 */
export function listPublicNews(locale: Locale): Promise<PublicNewsItem[]> {
  return taggedCache(() => readNews(locale), ["public-news", locale], [NEWS_TAG]);
}

/**
 * The news About draws. `next build` pre-renders it from the build machine's database, or without news
 * when there is none (the server marks them stale when it starts, lib/blog/jobs/job-route.ts). At run
 * time an error is thrown, so Next keeps serving the copy it has rather than one without news.
 */
export async function newsForPage(locale: Locale): Promise<PublicNewsItem[]> {
  try {
    return await listPublicNews(locale);
  } catch (error) {
    // NEXT_PHASE is Next's own variable, not configuration.
    if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) throw error;
    console.warn("[news] no database at build time; About is pre-rendered without news:", (error as Error).message);
    return [];
  }
}

/**
 * Marks the news and the About pages that show them stale, then visits those pages once the response is
 * sent: that visit still gets the copy Next has (whose script hashes the page's CSP names) while Next
 * renders the new one, which the visitors after it get (lib/security/page-cache.cjs tells the proxy its
 * hashes first). Outside a Next server (scripts, tests calling the handlers) there is no cache to mark.
 */
export function revalidateNews(): void {
  if (!insideNextServer()) return;
  revalidateTag(NEWS_TAG, "max");
  after(async () => {
    for (const locale of locales) {
      try {
        await (
          await fetch(`${internalOrigin()}${localizedPath(locale, "/about")}`, {
            headers: { "accept-language": locale },
            redirect: "manual",
          })
        ).arrayBuffer();
      } catch (error) {
        console.warn(`[news] could not refresh About (${locale}):`, error instanceof Error ? error.message : error);
      }
    }
  });
}
