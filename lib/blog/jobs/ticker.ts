import "server-only";
import { internalOrigin } from "@/lib/config/env";
import type { PrismaClient } from "@/lib/db/generated/client";
import { hasDueJob } from "./claim";
import { INTERNAL_KEY_HEADER, internalKey } from "./internal-key";

/** The server's own route that runs due jobs and refreshes the public blog (app/api/internal/blog-jobs). */
export const JOB_ROUTE = "/api/internal/blog-jobs";

export type JobAction = "run" | "refresh-all";

/** Asks this server's job route to run `action` (with `extra` fields); false when it did not respond 2xx. */
export async function callJobRoute(action: JobAction | "apply", extra: object = {}): Promise<boolean> {
  try {
    const response = await fetch(`${internalOrigin()}${JOB_ROUTE}`, {
      method: "POST",
      headers: { "content-type": "application/json", [INTERNAL_KEY_HEADER]: internalKey() },
      body: JSON.stringify({ action, ...extra }),
    });
    await response.arrayBuffer();
    if (!response.ok) console.error(`[blog] ${JOB_ROUTE} (${action}) returned ${response.status}`);
    return response.ok;
  } catch {
    return false; // not listening yet (start-up), or restarting: the next tick tries again
  }
}

const globalForTicker = globalThis as typeof globalThis & { blogTicker?: { stop(): void } };

/**
 * Started once per server process (instrumentation.ts). First it asks the server to refresh the
 * public blog, so pages pre-rendered at build time never hide what the database holds now; then,
 * every `intervalMs`, when a scheduled publish is due it asks the server to run it. The work runs
 * in a route handler because expiring Next's cache needs a request's context; the job itself is a
 * database row claimed with a lease (jobs/claim.ts), so a restart loses nothing.
 */
export function startBlogTicker(prisma: PrismaClient, intervalMs: number): { stop(): void } {
  if (globalForTicker.blogTicker) return globalForTicker.blogTicker;
  let refreshed = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    try {
      if (!refreshed) refreshed = await callJobRoute("refresh-all");
      else if (await hasDueJob(prisma)) await callJobRoute("run");
    } catch (error) {
      console.error("[blog] job tick failed:", error);
    }
    // Until the start-up refresh went through (the server is listening), try again every second.
    if (!stopped) timer = setTimeout(() => void tick(), refreshed ? intervalMs : 1000);
    timer?.unref();
  };
  timer = setTimeout(() => void tick(), 500);
  timer.unref();
  globalForTicker.blogTicker = {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
  return globalForTicker.blogTicker;
}
