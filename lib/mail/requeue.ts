import type { PrismaClient } from "@/lib/db/generated/client";

/**
 * Puts every message that was given up on back in the queue, due now, with its attempts kept: for
 * after the cause is fixed (a wrong team address, CRM data corrected). Returns how many.
 */
export async function requeueFailed(prisma: PrismaClient, now = new Date()): Promise<number> {
  const { count } = await prisma.outboxMessage.updateMany({
    where: { status: "failed" },
    data: { status: "pending", nextAttemptAt: now, lockedUntil: null },
  });
  return count;
}
