// Runs once when the server starts: a bad environment stops it with one line per variable; then the
// outbox worker starts delivering queued e-mails and CRM calls, and the blog's ticker starts
// carrying out scheduled publishes, the access log is pruned to its retention daily, on PostgreSQL the
// process listens for the cache changes other instances announce, and the database is watched so that
// an outage is a 503 (Node runtime only).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { exitOnBadEnv } = await import("./lib/config/exit-on-bad-env");
    exitOnBadEnv();
    const { startOutboxFromEnv } = await import("./lib/mail/start-from-env");
    startOutboxFromEnv();
    const { startBlogTickerFromEnv, applyOtherInstancesChanges } = await import("./lib/blog/jobs/start-from-env");
    startBlogTickerFromEnv();
    applyOtherInstancesChanges();
    const { startAccessLogPruningFromEnv } = await import("./lib/access-log/start-from-env");
    startAccessLogPruningFromEnv();
    const { watchDatabase } = await import("./lib/db/watch");
    watchDatabase();
  }
}

// A page or handler that failed on the database: the pages that read it respond 503 from the next request on.
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { noteRequestError } = await import("./lib/db/watch");
  await noteRequestError(error);
}
