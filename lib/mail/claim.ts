import "server-only";
import type { OutboxKind, OutboxMessage, Prisma, PrismaClient } from "@/lib/db/generated/client";
import { CrmError } from "@/lib/crm/active-campaign";

/**
 * Claims the next message of `kind` due by `dueBy` (a pass passes its start time, so a message that
 * failed during the pass waits for the next one). The update is a compare-and-set on `attempts`, so
 * of two workers (or processes) that found the same row only one wins; the other looks again. A row
 * stuck in "sending" (its worker crashed) becomes claimable when its lease runs out, except to the
 * worker still sending it (`sending`): a process stalled past its lease must not send its own message twice.
 */
export async function claimNext(
  prisma: PrismaClient,
  kind: OutboxKind,
  leaseMs: number,
  dueBy = new Date(),
  sending: number[] = [],
): Promise<OutboxMessage | null> {
  for (let tries = 0; tries < 5; tries += 1) {
    const due = {
      kind,
      OR: [
        { status: "pending", nextAttemptAt: { lte: dueBy } },
        { status: "sending", lockedUntil: { lt: dueBy }, ...(sending.length > 0 && { id: { notIn: sending } }) },
      ],
    } satisfies Prisma.OutboxMessageWhereInput;
    const candidate = await prisma.outboxMessage.findFirst({ where: due, orderBy: { id: "asc" } });
    if (!candidate) return null;
    const lockedUntil = new Date(Date.now() + leaseMs);
    const { count } = await prisma.outboxMessage.updateMany({
      where: { id: candidate.id, attempts: candidate.attempts, ...due },
      data: { status: "sending", lockedUntil, attempts: { increment: 1 } },
    });
    if (count === 1) return { ...candidate, status: "sending", lockedUntil, attempts: candidate.attempts + 1 };
  }
  return null; // lost every race this round; the next poll tries again
}

/** Claims up to `size` due messages, one compare-and-set each (see claimNext). */
export async function claimBatch(
  prisma: PrismaClient,
  kind: OutboxKind,
  leaseMs: number,
  dueBy: Date,
  size: number,
  sending: number[] = [],
): Promise<OutboxMessage[]> {
  const claimed: OutboxMessage[] = [];
  while (claimed.length < size) {
    const message = await claimNext(prisma, kind, leaseMs, dueBy, sending);
    if (!message) break;
    claimed.push(message);
  }
  return claimed;
}

/**
 * Extends the claim of a message still being delivered, unless another worker has taken it over.
 * The worker renews its claims while an attempt runs, so a lease can be short (a dead worker's
 * messages are taken over soon) while a slow but working mail server keeps its one attempt.
 */
export async function renewLease(prisma: PrismaClient, message: OutboxMessage, leaseMs: number): Promise<void> {
  await prisma.outboxMessage.updateMany({
    where: { id: message.id, attempts: message.attempts, status: "sending" },
    data: { lockedUntil: new Date(Date.now() + leaseMs) },
  });
}

/**
 * Marks a delivered message sent. True when the claim was still this attempt's; false when another
 * worker had taken it over (the lease ran out): the row is marked sent all the same, so a retry that
 * has not started yet, or a failure it records, sends no further copy.
 */
export async function markSent(prisma: PrismaClient, message: OutboxMessage): Promise<boolean> {
  const data = { status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null } as const;
  const { count } = await prisma.outboxMessage.updateMany({
    where: { id: message.id, attempts: message.attempts, status: "sending" },
    data,
  });
  if (count === 1) return true;
  await prisma.outboxMessage.updateMany({ where: { id: message.id, status: { not: "sent" } }, data });
  return false;
}

/**
 * Gives back claims whose attempt never started (the worker is stopping): the messages are due at
 * once for any other worker, as they were, and the claim does not count as an attempt.
 */
export async function releaseClaims(prisma: PrismaClient, messages: OutboxMessage[]): Promise<void> {
  for (const message of messages) {
    await prisma.outboxMessage.updateMany({
      where: { id: message.id, attempts: message.attempts, status: "sending" },
      data: { status: "pending", lockedUntil: null, attempts: { decrement: 1 } },
    });
  }
}

/**
 * Records the error and schedules the next attempt. Gives up (status "failed") only on a refusal no
 * retry can fix, or after `maxAttempts` when one is set: by default a message is retried, at the
 * capped backoff, for as long as the mail server or CRM stays down.
 */
export async function markFailed(
  prisma: PrismaClient,
  message: OutboxMessage,
  error: unknown,
  options: { maxAttempts?: number; backoffMs: (attempt: number) => number; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const giveUp =
    isPermanentFailure(error) || (options.maxAttempts !== undefined && message.attempts >= options.maxAttempts);
  await prisma.outboxMessage.updateMany({
    where: { id: message.id, attempts: message.attempts, status: "sending" },
    data: {
      status: giveUp ? "failed" : "pending",
      lockedUntil: null,
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + options.backoffMs(message.attempts)),
    },
  });
}

/** Exponential backoff: base, 2×base, 4×base, … capped at `maxMs`. */
export function exponentialBackoff(baseMs: number, maxMs: number): (attempt: number) => number {
  return (attempt) => Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** Nodemailer's codes for a message or recipient the server refused (not a connection or login fault). */
const REFUSED_BY_SERVER = new Set(["EENVELOPE", "EMESSAGE"]);

/**
 * A delivery that no retry can fix: the mail server refused the recipient or the message for good
 * (a 5xx reply), or the CRM refused the contact's data (400 or 422). Everything else (the server
 * down, a time-out, a 4xx "try later", a wrong password or key that staff will correct) is retried.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof CrmError) return error.status === 400 || error.status === 422;
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return typeof responseCode === "number" && responseCode >= 500 && REFUSED_BY_SERVER.has(String(code));
}
