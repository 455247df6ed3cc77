import "server-only";
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
  /** Messages delivered side by side (default 10); also the most claimed in one database step. */
  concurrency?: number;
  /** Stop after this many messages in one run. */
  limit?: number;
  log?: (line: string) => void;
}

export interface RunResult {
  sent: number;
  failed: number;
}

interface Settings {
  leaseMs: number;
  concurrency: number;
  log: (line: string) => void;
  record: { maxAttempts?: number; backoffMs: (attempt: number) => number };
}

function settings(options: OutboxOptions): Settings {
  return {
    leaseMs: options.leaseMs ?? 60_000,
    concurrency: options.concurrency ?? 10,
    log: options.log ?? ((line: string) => console.warn(line)),
    record: {
      maxAttempts: options.maxAttempts,
      backoffMs: exponentialBackoff(options.backoffBaseMs ?? 30_000, options.backoffMaxMs ?? 6 * 3_600_000),
    },
  };
}

/**
 * Sends one claimed message (no database work meanwhile, so requests are not held up by SMTP) and
 * records the outcome in one database step. True when it was sent.
 */
async function deliverClaimed(
  prisma: PrismaClient,
  deliver: Deliver,
  message: OutboxMessage,
  { log, record }: Settings,
): Promise<boolean> {
  let error: unknown;
  try {
    await deliver(message);
  } catch (caught) {
    error = caught ?? new Error("delivery failed");
  }
  if (error !== undefined) {
    await markFailed(prisma, message, error, record);
    log(`[outbox] ${message.kind} #${message.id} attempt ${message.attempts} failed: ${String(error)}`);
    return false;
  }
  if (!(await markSent(prisma, message))) log(`[outbox] #${message.id} was taken over after its lease ran out`);
  return true;
}

/**
 * Delivers every message due when the run starts, once: claims up to `concurrency` at a time and
 * sends them side by side (a message that failed during the run waits for the next one). Tests and
 * scripts call this; the server runs startOutboxWorker.
 */
export async function runOutboxOnce(
  prisma: PrismaClient,
  deliver: Deliver,
  options: OutboxOptions = {},
): Promise<RunResult> {
  const config = settings(options);
  const limit = options.limit ?? 100;
  const result: RunResult = { sent: 0, failed: 0 };
  const runStart = new Date();
  while (result.sent + result.failed < limit) {
    const size = Math.min(config.concurrency, limit - result.sent - result.failed);
    const batch = await claimBatch(prisma, config.leaseMs, runStart, size);
    if (batch.length === 0) break;
    const sent = await Promise.all(batch.map((message) => deliverClaimed(prisma, deliver, message, config)));
    for (const ok of sent) result[ok ? "sent" : "failed"] += 1;
  }
  return result;
}

export interface OutboxWorker {
  stop(): Promise<void>;
  /** Looks for due messages now instead of at the next tick (after an enqueue). */
  kick(): void;
}

/**
 * Polls every `intervalMs` and keeps up to `concurrency` deliveries in flight. Each delivery is
 * recorded as soon as it ends and frees its place at once, so a message whose mail server stops
 * answering waits for its own deadline while the messages queued after it go out.
 */
export function startOutboxWorker(
  prisma: PrismaClient,
  deliver: Deliver,
  options: OutboxOptions & { intervalMs?: number } = {},
): OutboxWorker {
  const config = settings(options);
  const inFlight = new Set<Promise<unknown>>();
  let claiming: Promise<void> | null = null;
  let stopped = false;

  const claimMore = async () => {
    while (!stopped && inFlight.size < config.concurrency) {
      const room = config.concurrency - inFlight.size;
      const batch = await claimBatch(prisma, config.leaseMs, new Date(), room);
      if (batch.length === 0) return;
      for (const message of batch) {
        const delivery: Promise<unknown> = deliverClaimed(prisma, deliver, message, config)
          .catch((error: unknown) => console.error(`[outbox] recording #${message.id} failed:`, error))
          .finally(() => {
            inFlight.delete(delivery);
            look();
          });
        inFlight.add(delivery);
      }
    }
  };
  const look = () => {
    if (claiming || stopped) return;
    claiming = claimMore()
      .catch((error: unknown) => console.error("[outbox] claiming failed:", error))
      .finally(() => {
        claiming = null;
      });
  };

  const timer = setInterval(look, options.intervalMs ?? 5_000);
  timer.unref();
  look();
  return {
    kick: look,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await claiming;
      await Promise.all(inFlight);
    },
  };
}
