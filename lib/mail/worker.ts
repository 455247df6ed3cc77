import "server-only";
import type { OutboxKind, OutboxMessage, PrismaClient } from "@/lib/db/generated/client";
import { claimBatch, exponentialBackoff, markFailed, markSent, releaseClaims, renewLease } from "./claim";
import type { Deliver } from "./deliver";

/** One lane's share of the worker: e-mails and CRM calls are claimed and sent apart. */
export interface LaneOptions {
  /** How long a claim lasts unless renewed; it is renewed every third of this while the attempt runs. */
  leaseMs?: number;
  /** Messages of this kind delivered side by side; also the most claimed in one database step. */
  concurrency?: number;
}

export interface OutboxOptions {
  /** E-mails (default: 10 side by side, 60 s lease). */
  email?: LaneOptions;
  /** CRM calls (default: 4 side by side, 60 s lease). */
  crm?: LaneOptions;
  /** Give up after this many attempts; unset (the default), retry until delivered or refused for good. */
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Stop after this many messages of each kind in one run. */
  limit?: number;
  log?: (line: string) => void;
}

export interface RunResult {
  sent: number;
  failed: number;
}

interface Lane {
  kind: OutboxKind;
  leaseMs: number;
  concurrency: number;
}

interface Settings {
  lanes: Lane[];
  log: (line: string) => void;
  record: { maxAttempts?: number; backoffMs: (attempt: number) => number };
}

// Each kind of message has its own lane, so a CRM that hangs fills only the CRM lane's places while
// notifications go out at once (and a slow mail server never holds back the CRM calls).
const laneDefaults: Record<OutboxKind, Required<LaneOptions>> = {
  email: { leaseMs: 60_000, concurrency: 10 },
  crm: { leaseMs: 60_000, concurrency: 4 },
};

function settings(options: OutboxOptions): Settings {
  return {
    lanes: (["email", "crm"] as const).map((kind) => ({ kind, ...laneDefaults[kind], ...options[kind] })),
    log: options.log ?? ((line: string) => console.warn(line)),
    record: {
      maxAttempts: options.maxAttempts,
      backoffMs: exponentialBackoff(options.backoffBaseMs ?? 30_000, options.backoffMaxMs ?? 6 * 3_600_000),
    },
  };
}

/**
 * Sends one claimed message, renewing its claim while the attempt runs (a slow mail server may take
 * minutes to accept a message; a worker that died stops renewing, and its message is taken over
 * within one lease), and records the outcome in one database step. True when it was sent.
 */
async function deliverClaimed(
  prisma: PrismaClient,
  deliver: Deliver,
  message: OutboxMessage,
  lane: Lane,
  { log, record }: Settings,
): Promise<boolean> {
  let error: unknown;
  const renewal = setInterval(
    () =>
      void renewLease(prisma, message, lane.leaseMs).catch((failure: unknown) =>
        log(`[outbox] renewing the claim on #${message.id} failed: ${String(failure)}`),
      ),
    lane.leaseMs / 3,
  );
  try {
    await deliver(message);
  } catch (caught) {
    error = caught ?? new Error("delivery failed");
  } finally {
    clearInterval(renewal);
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
 * Delivers every message due when the run starts, once: each lane claims up to its concurrency at a
 * time and sends them side by side, the lanes at once (a message that failed during the run waits
 * for the next one). Tests and scripts call this; the server runs startOutboxWorker.
 */
export async function runOutboxOnce(
  prisma: PrismaClient,
  deliver: Deliver,
  options: OutboxOptions = {},
): Promise<RunResult> {
  const config = settings(options);
  const limit = options.limit ?? 100;
  const runStart = new Date();
  const runLane = async (lane: Lane): Promise<RunResult> => {
    const result: RunResult = { sent: 0, failed: 0 };
    while (result.sent + result.failed < limit) {
      const size = Math.min(lane.concurrency, limit - result.sent - result.failed);
      const batch = await claimBatch(prisma, lane.kind, lane.leaseMs, runStart, size);
      if (batch.length === 0) break;
      const sent = await Promise.all(batch.map((message) => deliverClaimed(prisma, deliver, message, lane, config)));
      for (const ok of sent) result[ok ? "sent" : "failed"] += 1;
    }
    return result;
  };
  const results = await Promise.all(config.lanes.map(runLane));
  return results.reduce((total, lane) => ({ sent: total.sent + lane.sent, failed: total.failed + lane.failed }));
}

export interface OutboxWorker {
  /**
   * Claims nothing more, gives back what it claimed but has not started, and waits for the sends
   * under way (until `deadline`, a time in ms, when given). A send still running then keeps its
   * claim: it may have reached the mail server or CRM, so no one sends it again before the lease
   * runs out (then another worker does, with the same Message-ID).
   */
  stop(deadline?: number): Promise<void>;
  /** Looks for due messages now instead of at the next tick (after an enqueue). */
  kick(): void;
}

/**
 * Polls every `intervalMs` and keeps up to each lane's `concurrency` deliveries in flight. Each
 * delivery is recorded as soon as it ends and frees its place at once, so a message whose mail server
 * or CRM stops responding waits for its own deadline while the messages queued after it go out.
 */
export function startOutboxWorker(
  prisma: PrismaClient,
  deliver: Deliver,
  options: OutboxOptions & { intervalMs?: number } = {},
): OutboxWorker {
  const config = settings(options);
  const inFlight = new Map<Promise<unknown>, OutboxMessage>();
  let stopped = false;

  const startLane = (lane: Lane) => {
    const laneInFlight = new Set<Promise<unknown>>();
    let claiming: Promise<void> | null = null;
    const claimMore = async () => {
      while (!stopped && laneInFlight.size < lane.concurrency) {
        const room = lane.concurrency - laneInFlight.size;
        const sending = [...inFlight.values()].map((message) => message.id);
        const batch = await claimBatch(prisma, lane.kind, lane.leaseMs, new Date(), room, sending);
        // Stopped while claiming: another worker (the next instance) takes these at once, not after the lease.
        if (stopped) return releaseClaims(prisma, batch);
        if (batch.length === 0) return;
        for (const message of batch) {
          const delivery: Promise<unknown> = deliverClaimed(prisma, deliver, message, lane, config)
            .catch((error: unknown) => console.error(`[outbox] recording #${message.id} failed:`, error))
            .finally(() => {
              laneInFlight.delete(delivery);
              inFlight.delete(delivery);
              look();
            });
          laneInFlight.add(delivery);
          inFlight.set(delivery, message);
        }
      }
    };
    const look = () => {
      if (claiming || stopped) return;
      claiming = claimMore()
        .catch((error: unknown) => console.error(`[outbox] claiming ${lane.kind} failed:`, error))
        .finally(() => {
          claiming = null;
        });
    };
    return { look, claimed: () => claiming };
  };
  const lanes = config.lanes.map(startLane);
  const look = () => {
    for (const lane of lanes) lane.look();
  };

  const timer = setInterval(look, options.intervalMs ?? 5_000);
  timer.unref();
  look();
  return {
    kick: look,
    async stop(deadline) {
      stopped = true;
      clearInterval(timer);
      await Promise.all(lanes.map((lane) => lane.claimed()));
      const sends = Promise.all(inFlight.keys());
      if (deadline === undefined) return void (await sends);
      let cutOff: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([sends, new Promise((resolve) => (cutOff = setTimeout(resolve, deadline - Date.now())))]);
      clearTimeout(cutOff);
      for (const message of inFlight.values()) {
        config.log(`[outbox] ${message.kind} #${message.id} was still being sent at the deadline: it keeps its claim`);
      }
    },
  };
}
