import "server-only";
import { unstable_cache } from "next/cache";

/**
 * True inside Next's server and `next build`, whose bundles define NEXT_RUNTIME (Next's own
 * variable, not configuration); false in scripts and Jest, where Next's cache, `revalidateTag`
 * and `after` have no request or build to belong to and throw.
 */
export function insideNextServer(): boolean {
  return process.env.NEXT_RUNTIME === "nodejs";
}

/**
 * `fn` through Next's data cache under `key`, invalidated by `revalidateTag` on any of `tags`
 * (lib/blog/revalidate.ts). `'use cache'` needs `cacheComponents`, which would change how every
 * page renders (docs/caching.md). Entries are JSON: `fn` returns plain data (dates as ISO strings).
 * Outside a Next server there is no cache: `fn` runs directly.
 */
export async function taggedCache<T>(fn: () => Promise<T>, key: string[], tags: string[]): Promise<T> {
  return insideNextServer() ? unstable_cache(fn, key, { tags })() : fn();
}
