import "server-only";
import type { PrismaClient } from "@/lib/db/create-client";
import type { Env } from "@/lib/config/env-schema";
import { createDeliver } from "./deliver";
import { dropDirSender, smtpSender } from "./transport";
import { startOutboxWorker, type OutboxWorker } from "./worker";

const globalForOutbox = globalThis as typeof globalThis & { outboxWorker?: OutboxWorker };

/** The process's outbox worker, configured from the environment (started by instrumentation.ts). */
export function startConfiguredOutbox(prisma: PrismaClient, config: Env): OutboxWorker {
  if (globalForOutbox.outboxWorker) return globalForOutbox.outboxWorker;
  const deliver = createDeliver({
    mail: config.SMTP_URL ? smtpSender(config.SMTP_URL, config.SMTP_TIMEOUT_MS) : dropDirSender(config.MAIL_DROP_DIR),
    from: config.MAIL_FROM,
    messageIdHost: new URL(config.SITE_URL).hostname,
    crm:
      config.CRM_API_URL && config.CRM_API_KEY
        ? { apiUrl: config.CRM_API_URL, apiKey: config.CRM_API_KEY, timeoutMs: config.CRM_TIMEOUT_MS }
        : undefined,
  });
  globalForOutbox.outboxWorker = startOutboxWorker(prisma, deliver, {
    // A claim outlasts the longest attempt of its kind, so no second worker takes it mid-send.
    email: { leaseMs: Math.max(60_000, 3 * config.SMTP_TIMEOUT_MS) },
    crm: { leaseMs: config.CRM_TIMEOUT_MS + 60_000 },
    intervalMs: config.OUTBOX_POLL_MS,
    backoffBaseMs: config.OUTBOX_RETRY_BASE_MS,
  });
  return globalForOutbox.outboxWorker;
}

/** Asks the running worker (if any) to deliver now rather than at its next tick. */
export function kickOutbox(): void {
  globalForOutbox.outboxWorker?.kick();
}
