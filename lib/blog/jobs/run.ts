import "server-only";
import type { BlogJob, PrismaClient } from "@/lib/db/generated/client";
import { liveColumns, publishedNow, requireLive } from "../post-state";
import { claimDueJob } from "./claim";

/** A job that fails this often is given up (status "failed", shown in the log). */
export const MAX_JOB_ATTEMPTS = 5;
const RETRY_MS = 30_000;

/**
 * Carries out one claimed scheduled publish, in one transaction with marking the job done: the
 * post's draft becomes its live version, unless the schedule was withdrawn or moved since (the
 * post's scheduledAt no longer matches), in which case the job is only closed. Returns whether the
 * post went live. The compare-and-set on the claim means a job taken over by another worker after
 * its lease ran out is not done twice.
 */
async function publishScheduled(prisma: PrismaClient, job: BlogJob, now: Date): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.blogJob.updateMany({
      where: { id: job.id, attempts: job.attempts, status: "running" },
      data: { status: "done", doneAt: now, lockedUntil: null },
    });
    if (count !== 1) return false;
    const post = await tx.blogPost.findUnique({ where: { id: job.postId } });
    if (!post || post.scheduledAt?.getTime() !== job.runAt.getTime()) return false;
    // A draft edited after it was scheduled may have lost a piece a live post needs: it does not go live (the job fails).
    requireLive(post);
    await tx.blogPost.update({
      where: { id: post.id },
      data: { ...liveColumns(post), ...publishedNow(post, now), scheduledAt: null },
    });
    return true;
  });
}

async function recordFailure(prisma: PrismaClient, job: BlogJob, error: unknown, now: Date): Promise<void> {
  const giveUp = job.attempts >= MAX_JOB_ATTEMPTS;
  await prisma.blogJob.updateMany({
    where: { id: job.id, attempts: job.attempts, status: "running" },
    data: {
      status: giveUp ? "failed" : "pending",
      lockedUntil: null,
      runAt: giveUp ? job.runAt : new Date(now.getTime() + RETRY_MS),
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
    },
  });
  console.error(`[blog] scheduled publish of ${job.postId} failed (attempt ${job.attempts}):`, error);
}

/** Runs every due job once; returns the ids of the posts that went live. */
export async function runDueJobs(
  prisma: PrismaClient,
  options: { leaseMs?: number; now?: Date } = {},
): Promise<string[]> {
  const published: string[] = [];
  for (let n = 0; n < 100; n += 1) {
    const now = options.now ?? new Date();
    const job = await claimDueJob(prisma, options.leaseMs ?? 60_000, now);
    if (!job) break;
    try {
      if (await publishScheduled(prisma, job, now)) published.push(job.postId);
    } catch (error) {
      await recordFailure(prisma, job, error, now);
    }
  }
  return published;
}
