import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { cache } from "react";
import { taggedCache } from "@/lib/cache/tagged-cache";
import { db } from "@/lib/db/client";
import { BLOG_TAGS } from "./cache-tags";
import { liveFilter } from "./post-state";
import { toLivePost, type LivePost } from "./stored-post";

/** The columns of a live row as plain data, which is how Next's data cache stores it. */
interface LiveRow {
  id: string;
  liveList: unknown;
  liveContent: unknown;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

const select = { id: true, liveList: true, liveContent: true, createdAt: true, updatedAt: true, publishedAt: true };

function plain(row: {
  id: string;
  liveList: unknown;
  liveContent: unknown;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
}): LiveRow {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

function revive(row: LiveRow): LivePost | null {
  return toLivePost({
    ...row,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    publishedAt: row.publishedAt ? new Date(row.publishedAt) : null,
  });
}

/**
 * A read that may run during `next build`, which pre-renders the blog from the build machine's
 * database: without one (a fresh checkout, CI) the build renders an empty blog instead of failing.
 * The server expires every cached blog page when it starts (lib/blog/jobs/ticker.ts), so visitors
 * get this database's posts either way. At run time a database error is never hidden.
 */
async function readAtBuildOrRun<T>(read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    // NEXT_PHASE is Next's own variable, not configuration (lib/config/env.ts does not own it).
    if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) throw error;
    console.warn("[blog] no database at build time; the blog is pre-rendered empty:", (error as Error).message);
    return empty;
  }
}

const readLiveRows = () =>
  readAtBuildOrRun(
    async () =>
      (await db().blogPost.findMany({ where: liveFilter, orderBy: { createdAt: "desc" }, select })).map(plain),
    [] as LiveRow[],
  );

/**
 * The live posts, newest first, from Next's data cache (tag BLOG_TAGS.list): the lists, feeds and
 * sitemap are pre-rendered from it and refreshed when a post is published, unpublished or goes live
 * on schedule. React's cache shares one read between a page's metadata and its body.
 */
export const listLivePosts = cache(async (): Promise<LivePost[]> => {
  const rows = await taggedCache(readLiveRows, ["blog-live-posts"], [BLOG_TAGS.list]);
  return rows.map(revive).filter((post): post is LivePost => post !== null);
});

/** One live post (tag BLOG_TAGS.post(id)), or null when it is not live. */
export const getLivePost = cache(async (id: string): Promise<LivePost | null> => {
  const row = await taggedCache(
    () =>
      readAtBuildOrRun(async () => {
        const found = await db().blogPost.findFirst({ where: { id, ...liveFilter }, select });
        return found ? plain(found) : null;
      }, null),
    ["blog-live-post", id],
    [BLOG_TAGS.post(id)],
  );
  return row ? revive(row) : null;
});
