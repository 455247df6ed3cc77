import "server-only";
import { listenForCacheChanges } from "@/lib/cache/broadcast";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { callJobRoute, startBlogTicker } from "./ticker";

/** The server's blog ticker, polling every BLOG_JOBS_POLL_MS. */
export function startBlogTickerFromEnv(): void {
  startBlogTicker(db(), env().BLOG_JOBS_POLL_MS);
}

/** On PostgreSQL: each change another instance announces is applied here through the job route. */
export function applyOtherInstancesChanges(): void {
  listenForCacheChanges(async (change) => {
    if (!(await callJobRoute("apply", { change }))) console.error("[cache] the job route refused", change);
  });
}
