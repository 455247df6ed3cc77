import "server-only";
import { startAccessLogPruning } from "@/lib/access-log/prune";
import { reportBrokenPosts } from "@/lib/blog/broken-posts";
import { callJobRoute, startBlogTicker } from "@/lib/blog/jobs/ticker";
import { listenForCacheChanges } from "@/lib/cache/broadcast";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { watchDatabase } from "@/lib/db/watch";
import { startConfiguredOutbox } from "@/lib/mail/start";

/** The work beside the requests, started once per server process by instrumentation.ts. */
export function startBackgroundJobs(): void {
  const config = env();
  startConfiguredOutbox(db(), config);
  startBlogTicker(db(), config.BLOG_JOBS_POLL_MS);
  startAccessLogPruning(db(), config.ACCESS_LOG_RETENTION_DAYS);
  reportBrokenPosts(db()).catch((error: unknown) =>
    console.error("[blog] could not check the stored posts:", (error as Error).message),
  );
  // On PostgreSQL: each change another instance announces is applied here through the blog's job route.
  listenForCacheChanges(async (change) => {
    if (!(await callJobRoute("apply", { change }))) console.error("[cache] the job route refused", change);
  });
  watchDatabase();
}
