// Runs once when the server starts (Node runtime only), before it handles a request: a bad environment
// stops it with one line per variable; the page copies stored on disk are noted for their CSP; then the
// background jobs start (lib/server/background-jobs.ts): the outbox worker, the
// blog's ticker and its one report of broken stored posts, access-log pruning, the cache listener on
// PostgreSQL and the database watch.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { exitOnBadEnv } = await import("./lib/config/env");
    exitOnBadEnv();
    const { noteStoredPages } = await import("./lib/security/stored-pages");
    await noteStoredPages();
    const { startBackgroundJobs } = await import("./lib/server/background-jobs");
    startBackgroundJobs();
  }
}

// A page or handler that failed on the database: the pages that read it respond 503 from the next request on.
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { noteRequestError } = await import("./lib/server/database-watch");
  await noteRequestError(error);
}
