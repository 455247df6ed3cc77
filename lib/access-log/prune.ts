import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the access-log rows older than `retentionDays` (ACCESS_LOG_RETENTION_DAYS, two years at
 * least): the only deletion of the log, made by the daily privacy job (lib/privacy/daily.ts), never by a route.
 */
export async function pruneAccessLog(prisma: PrismaClient, retentionDays: number, now = new Date()): Promise<number> {
  const { count } = await prisma.accessLogEntry.deleteMany({
    where: { at: { lt: new Date(now.getTime() - retentionDays * DAY_MS) } },
  });
  return count;
}
