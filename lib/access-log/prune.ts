import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the access-log rows older than `retentionDays` (ACCESS_LOG_RETENTION_DAYS, two years at
 * least): the only deletion of the log, made by the server itself, never by a route.
 */
export async function pruneAccessLog(prisma: PrismaClient, retentionDays: number, now = new Date()): Promise<number> {
  const { count } = await prisma.accessLogEntry.deleteMany({
    where: { at: { lt: new Date(now.getTime() - retentionDays * DAY_MS) } },
  });
  return count;
}

/** Prunes once when the server starts and then once a day; several instances pruning at once is harmless. */
export function startAccessLogPruning(prisma: PrismaClient, retentionDays: number): () => void {
  const run = () =>
    pruneAccessLog(prisma, retentionDays).then(
      (count) => {
        if (count) console.warn(`[access-log] pruned ${count} rows older than ${retentionDays} days`);
      },
      (error: unknown) => console.error("[access-log] pruning failed:", error),
    );
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
