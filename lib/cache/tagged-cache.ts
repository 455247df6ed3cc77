import "server-only";
import { unstable_cache } from "next/cache";

/**
 * `fn` through Next's data cache under `key`, invalidated by `revalidateTag` on any of `tags`
 * (lib/blog/revalidate.ts). This Next version offers `'use cache'` only with `cacheComponents`,
 * which would change how every page renders, so the tagged `unstable_cache` does the job. Its
 * entries are stored as JSON: `fn` must return plain data (dates as ISO strings).
 *
 * Outside a Next server (scripts, Jest calling route handlers) there is no cache: `fn` runs directly.
 */
export async function taggedCache<T>(fn: () => Promise<T>, key: string[], tags: string[]): Promise<T> {
  try {
    return await unstable_cache(fn, key, { tags })();
  } catch (error) {
    if (error instanceof Error && error.message.includes("incrementalCache missing")) return fn();
    throw error;
  }
}
