import "server-only";
import type { BlogJob, Prisma, PrismaClient } from "@/lib/db/generated/client";

/** A job is due when its time has come, or when the worker that claimed it let its lease run out. */
const dueWhere = (now: Date) =>
  ({
    OR: [
      { status: "pending", runAt: { lte: now } },
      { status: "running", lockedUntil: { lt: now } },
    ],
  }) satisfies Prisma.BlogJobWhereInput;

/** Whether any job is due: the cheap check the ticker makes before calling the runner. */
export async function hasDueJob(prisma: PrismaClient, now = new Date()): Promise<boolean> {
  return (await prisma.blogJob.count({ where: dueWhere(now) })) > 0;
}

/**
 * Claims the next due job, like the outbox (lib/mail/claim.ts): a compare-and-set on `attempts`,
 * so of two workers (or processes) that found the same row only one wins; a job whose worker
 * crashed becomes claimable again when its lease runs out.
 */
export async function claimDueJob(prisma: PrismaClient, leaseMs: number, now = new Date()): Promise<BlogJob | null> {
  for (let tries = 0; tries < 5; tries += 1) {
    const candidate = await prisma.blogJob.findFirst({ where: dueWhere(now), orderBy: { runAt: "asc" } });
    if (!candidate) return null;
    const lockedUntil = new Date(Date.now() + leaseMs);
    const { count } = await prisma.blogJob.updateMany({
      where: { id: candidate.id, attempts: candidate.attempts, ...dueWhere(now) },
      data: { status: "running", lockedUntil, attempts: { increment: 1 } },
    });
    if (count === 1) return { ...candidate, status: "running", lockedUntil, attempts: candidate.attempts + 1 };
  }
  return null; // lost every race this round; the next tick tries again
}
