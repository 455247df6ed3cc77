import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { cache } from "react";
import { taggedCache } from "@/lib/cache/tagged-cache";
import { db } from "@/lib/db/client";
import { BLOG_TAGS } from "./cache-tags";
import { liveFilter } from "./post-state";
import { cardSource, shareImagePath, type BlogCardData } from "./card";
import { toLivePost, type LivePost } from "./stored-post";
import type { TranslationLink } from "./translation-pairs";

/**
 * A live post as Next's data cache keeps it: read with its schema once, when the cache is filled
 * (not on every request), as plain data (dates as ISO strings).
 */
interface CachedPost extends Omit<LivePost, "createdAt" | "updatedAt" | "publishedAt" | "firstPublishedAt"> {
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  firstPublishedAt: string;
}

/** A card of the blog's list as the cache keeps it: worked out once per change, category not yet named. */
export interface LiveCard {
  id: string;
  list: Pick<LivePost["list"], "lang" | "translation">;
  card: BlogCardData;
}

const select = {
  id: true,
  liveList: true,
  liveContent: true,
  createdAt: true,
  updatedAt: true,
  publishedAt: true,
  firstPublishedAt: true,
};

function toCached(post: LivePost): CachedPost {
  return {
    ...post,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    firstPublishedAt: post.firstPublishedAt.toISOString(),
  };
}

function revive(post: CachedPost): LivePost {
  return {
    ...post,
    createdAt: new Date(post.createdAt),
    updatedAt: new Date(post.updatedAt),
    publishedAt: post.publishedAt ? new Date(post.publishedAt) : null,
    firstPublishedAt: new Date(post.firstPublishedAt),
  };
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

/**
 * The live posts, the most recently first published first (not created: a draft written for a week and
 * published today is today's news), read with their schemas (a row that fails is left out: broken-posts.ts).
 */
const readLivePosts = () =>
  readAtBuildOrRun(async () => {
    // Every live row has its first publish (set on publish, backfilled by its migration); createdAt breaks ties.
    const orderBy = [{ firstPublishedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }] as const;
    const rows = await db().blogPost.findMany({ where: liveFilter, orderBy: [...orderBy], select });
    return rows.map(toLivePost).filter((post): post is LivePost => post !== null);
  }, [] as LivePost[]);

/**
 * The live posts, newest first, from Next's data cache (tag BLOG_TAGS.list): the lists, feeds and
 * sitemap are pre-rendered from it and refreshed when a post is published, unpublished or goes live
 * on schedule. React's cache shares one read between a page's metadata and its body.
 */
export const listLivePosts = cache(async (): Promise<LivePost[]> => {
  const posts = await taggedCache(
    async () => (await readLivePosts()).map(toCached),
    ["blog-live-posts"],
    [BLOG_TAGS.list],
  );
  return posts.map(revive);
});

/**
 * The cards of /blog, newest first, under the same tag: without the posts' blocks, which the list does
 * not show, and with the text it searches already drawn out of their markup.
 */
export const listLiveCards = cache((): Promise<LiveCard[]> =>
  taggedCache(
    async () =>
      (await readLivePosts()).map(({ id, list, content, publishedAt, updatedAt }) => ({
        id,
        list: { lang: list.lang, translation: list.translation },
        card: cardSource(id, list, content, shareImagePath(id, publishedAt ?? updatedAt)),
      })),
    ["blog-live-cards"],
    [BLOG_TAGS.list],
  ),
);

/** What pairs the live posts with their other-language versions (translation-pairs.ts): each post's link, and old addresses. */
export interface LiveLinks {
  links: TranslationLink[];
  /** [old address in lower case, the post that now has it] (BlogSlug). */
  moved: [string, string][];
}

/**
 * The live posts' language links, under the list's tag: any publish, unpublish or move expires them,
 * so a post's page learns of a post that starts or stops naming it, whichever side the field is on.
 */
export const listLiveLinks = cache((): Promise<LiveLinks> =>
  taggedCache(
    () =>
      readAtBuildOrRun(
        async () => {
          const [posts, slugs] = await Promise.all([
            readLivePosts(),
            db().blogSlug.findMany({ select: { slugLower: true, postId: true } }),
          ]);
          return {
            links: posts.map(({ id, list, publishedAt }) => ({
              id,
              lang: list.lang,
              ...(list.translation ? { translation: list.translation } : {}),
              publishedAt: publishedAt?.toISOString() ?? null,
            })),
            moved: slugs.map((slug): [string, string] => [slug.slugLower, slug.postId]),
          };
        },
        { links: [], moved: [] } as LiveLinks,
      ),
    ["blog-live-links"],
    [BLOG_TAGS.list],
  ),
);

/** One live post (tag BLOG_TAGS.post(id)), or null when it is not live. */
export const getLivePost = cache(async (id: string): Promise<LivePost | null> => {
  const post = await taggedCache(
    () =>
      readAtBuildOrRun(async () => {
        const found = await db().blogPost.findFirst({ where: { id, ...liveFilter }, select });
        const live = found && toLivePost(found);
        return live ? toCached(live) : null;
      }, null),
    ["blog-live-post", id],
    [BLOG_TAGS.post(id)],
  );
  return post ? revive(post) : null;
});

/** The API's list form of a live post. */
export function publicListView(post: LivePost) {
  return {
    id: post.id,
    ...post.list,
    is_published: 1,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}

/** The API's full form: list fields plus the cover images and sections. */
export function publicPostView(post: LivePost) {
  return { ...publicListView(post), createdAt: post.createdAt.toISOString(), ...post.content };
}
