import "server-only";
import type { PrismaClient } from "@/lib/db/create-client";
import type { Env } from "@/lib/config/env-schema";
import { createDeliver } from "./deliver";
import { dropDirSender, smtpSender } from "./transport";
import { startOutboxWorker, type OutboxWorker } from "./worker";

const globalForOutbox = globalThis as typeof globalThis & { outboxWorker?: OutboxWorker };

/**
 * An outbox worker configured from the environment. Claims last OUTBOX_LEASE_MS and are renewed while
 * an attempt runs (up to the transport's own limit), so no second worker takes over a message whose
 * attempt is still running, and a dead worker's messages wait one lease, not one whole attempt.
 */
export function createOutboxWorker(prisma: PrismaClient, config: Env): OutboxWorker {
  const smtpTimeouts = { greetingMs: config.SMTP_GREETING_TIMEOUT_MS, replyMs: config.SMTP_REPLY_TIMEOUT_MS };
  const deliver = createDeliver({
    mail: config.SMTP_URL ? smtpSender(config.SMTP_URL, smtpTimeouts) : dropDirSender(config.MAIL_DROP_DIR),
    from: config.MAIL_FROM,
    messageIdHost: new URL(config.SITE_URL).hostname,
    crm:
      config.CRM_API_URL && config.CRM_API_KEY
        ? { apiUrl: config.CRM_API_URL, apiKey: config.CRM_API_KEY, timeoutMs: config.CRM_TIMEOUT_MS }
        : undefined,
  });
  return startOutboxWorker(prisma, deliver, {
    email: { leaseMs: config.OUTBOX_LEASE_MS },
    crm: { leaseMs: config.OUTBOX_LEASE_MS },
    intervalMs: config.OUTBOX_POLL_MS,
    backoffBaseMs: config.OUTBOX_RETRY_BASE_MS,
  });
}

/** The process's outbox worker (started by instrumentation.ts). */
export function startConfiguredOutbox(prisma: PrismaClient, config: Env): OutboxWorker {
  globalForOutbox.outboxWorker ??= createOutboxWorker(prisma, config);
  return globalForOutbox.outboxWorker;
}

/** Asks the running worker (if any) to deliver now rather than at its next tick. */
export function kickOutbox(): void {
  globalForOutbox.outboxWorker?.kick();
}
