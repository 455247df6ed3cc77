import "server-only";
import { reportBrokenPosts } from "@/lib/blog/broken-posts";
import { callJobRoute, startBlogTicker } from "@/lib/blog/jobs/ticker";
import { listenForCacheChanges } from "@/lib/cache/broadcast";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { closePostgresPool } from "@/lib/db/postgres-pool";
import { watchDatabase } from "@/lib/server/database-watch";
import { startConfiguredOutbox } from "@/lib/mail/start";
import { startPrivacyDaily } from "@/lib/privacy/daily";
import { registerBackgroundJobs } from "./shutdown";

/**
 * The work beside the requests, started once per server process by instrumentation.ts, and stopped
 * by scripts/serve.ts on SIGTERM (lib/server/shutdown.ts).
 */
export function startBackgroundJobs(): void {
  const config = env();
  const outbox = startConfiguredOutbox(db(), config);
  const ticker = startBlogTicker(db(), config.BLOG_JOBS_POLL_MS);
  const stopPrivacyDaily = startPrivacyDaily(db(), {
    retention: { submissions: config.SUBMISSION_RETENTION_DAYS, reports: config.REPORT_RETENTION_DAYS },
    accessLogDays: config.ACCESS_LOG_RETENTION_DAYS,
  });
  reportBrokenPosts(db()).catch((error: unknown) =>
    console.error("[blog] could not check the stored posts:", (error as Error).message),
  );
  // On PostgreSQL: each change another instance announces is applied here through the blog's job route.
  const stopListening = listenForCacheChanges(async (change) => {
    if (!(await callJobRoute("apply", { change }))) console.error("[cache] the job route refused", change);
  });
  const stopWatching = watchDatabase();
  registerBackgroundJobs({
    async stop(deadline) {
      ticker.stop();
      stopPrivacyDaily();
      stopWatching();
      await Promise.all([outbox.stop(deadline), stopListening().catch(() => undefined)]);
    },
    async closeDatabase() {
      await Promise.all([db().$disconnect(), closePostgresPool()]);
    },
  });
}
