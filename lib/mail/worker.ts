import type { OutboxMessage, PrismaClient } from "@/lib/db/generated/client";
import { claimBatch, exponentialBackoff, markFailed, markSent } from "./claim";
import type { Deliver } from "./deliver";

export interface OutboxOptions {
  /** How long a claim is held before another worker may take the message over. */
  leaseMs?: number;
  /** Give up after this many attempts; unset (the default), retry until delivered or refused for good. */
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Messages claimed per database step (default 10). */
  batchSize?: number;
  /** Stop after this many messages in one run. */
  limit?: number;
  log?: (line: string) => void;
  /** Runs each database step (never a delivery) through the store's one-at-a-time queue. */
  serialize?: <T>(job: () => Promise<T>) => Promise<T>;
}

export interface RunResult {
  sent: number;
  failed: number;
}

/**
 * Delivers every due message once: claims a batch (one database step), sends each (no database
 * work, so requests are not held up by SMTP), then records the outcomes (one step). Tests call this
 * directly.
 */
export async function runOutboxOnce(
  prisma: PrismaClient,
  deliver: Deliver,
  options: OutboxOptions = {},
): Promise<RunResult> {
  const leaseMs = options.leaseMs ?? 60_000;
  const backoffMs = exponentialBackoff(options.backoffBaseMs ?? 30_000, options.backoffMaxMs ?? 6 * 3_600_000);
  const log = options.log ?? ((line: string) => console.warn(line));
  const step = options.serialize ?? (<T>(job: () => Promise<T>) => job());
  const limit = options.limit ?? 100;
  const result: RunResult = { sent: 0, failed: 0 };
  const passStart = new Date();
  while (result.sent + result.failed < limit) {
    const size = Math.min(options.batchSize ?? 10, limit - result.sent - result.failed);
    const batch = await step(() => claimBatch(prisma, leaseMs, passStart, size));
    if (batch.length === 0) break;
    const outcomes: { message: OutboxMessage; error?: unknown }[] = [];
    for (const message of batch) {
      try {
        await deliver(message);
        outcomes.push({ message });
      } catch (error) {
        outcomes.push({ message, error: error ?? new Error("delivery failed") });
      }
    }
    await step(async () => {
      for (const { message, error } of outcomes) {
        if (error !== undefined) {
          result.failed += 1;
          await markFailed(prisma, message, error, { maxAttempts: options.maxAttempts, backoffMs });
          log(`[outbox] ${message.kind} #${message.id} attempt ${message.attempts} failed: ${String(error)}`);
        } else {
          result.sent += 1;
          if (!(await markSent(prisma, message))) log(`[outbox] #${message.id} was taken over after its lease ran out`);
        }
      }
    });
  }
  return result;
}

export interface OutboxWorker {
  stop(): Promise<void>;
  /** Runs a pass now instead of waiting for the next tick (after an enqueue). */
  kick(): void;
}

/** Polls every `intervalMs`; one pass at a time per process. */
export function startOutboxWorker(
  prisma: PrismaClient,
  deliver: Deliver,
  options: OutboxOptions & { intervalMs?: number } = {},
): OutboxWorker {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = runOutboxOnce(prisma, deliver, options)
      .catch((error: unknown) => console.error("[outbox] pass failed:", error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, options.intervalMs ?? 5_000);
  timer.unref();
  pass();
  return {
    kick: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
