import "server-only";
import type { OutboxMessage, Prisma } from "@/lib/db/generated/client";

/** A Prisma client or the `tx` of `$transaction`: enqueue inside the transaction that stores the record. */
export type Tx = Prisma.TransactionClient;

export interface EmailInput {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (a visitor's acknowledgement); kept in the row's payload. */
  html?: string;
  /** What the message is about (the form's tag), sent as the X-Tag header whatever the subject's language. */
  tag: string;
  replyTo?: string;
  /** Extra headers (a newsletter mail's List-Unsubscribe pair). */
  headers?: Record<string, string>;
  /** When the same logical message could be enqueued twice (a retried submit), the second one is skipped. */
  dedupeKey?: string;
  /** The inbox entry the message reports on: the staff pages show its delivery beside it. */
  submissionId?: number;
}

export interface CrmInput {
  /** The contact's address, kept as the row's recipient for the team's overview. */
  email: string;
  tag: string;
  /** The body for the CRM's contact sync call. */
  payload: Prisma.InputJsonValue;
  dedupeKey?: string;
  submissionId?: number;
}

/** Stores one outbox row, unless a row with its dedupe key was queued already (then null). */
async function enqueue(tx: Tx, data: Prisma.OutboxMessageUncheckedCreateInput): Promise<OutboxMessage | null> {
  if (data.dedupeKey && (await tx.outboxMessage.findUnique({ where: { dedupeKey: data.dedupeKey } }))) return null;
  return tx.outboxMessage.create({ data });
}

/**
 * Queues an e-mail in the same transaction as the record it reports on, so the mail exists exactly
 * when the record does. The outbox worker (lib/mail/worker.ts) sends it and retries with backoff.
 * Returns null when `dedupeKey` was already queued.
 */
export function enqueueEmail(tx: Tx, input: EmailInput): Promise<OutboxMessage | null> {
  return enqueue(tx, {
    kind: "email",
    recipient: input.to,
    subject: input.subject,
    body: input.text,
    tag: input.tag,
    payload:
      input.replyTo || input.headers || input.html
        ? {
            ...(input.replyTo ? { replyTo: input.replyTo } : {}),
            ...(input.headers ? { headers: input.headers } : {}),
            ...(input.html ? { html: input.html } : {}),
          }
        : undefined,
    dedupeKey: input.dedupeKey ?? null,
    submissionId: input.submissionId ?? null,
  });
}

/** Queues a CRM contact sync (kind "crm"), delivered by the same worker with the same retries. */
export function enqueueCrm(tx: Tx, input: CrmInput): Promise<OutboxMessage | null> {
  return enqueue(tx, {
    kind: "crm",
    recipient: input.email,
    subject: `CRM contact sync (${input.tag})`,
    body: "",
    tag: input.tag,
    payload: input.payload,
    dedupeKey: input.dedupeKey ?? null,
    submissionId: input.submissionId ?? null,
  });
}

/**
 * The Message-ID an outbox row is sent with: its id and creation time name it, so a repeat after a
 * crash carries the same one, and a later reply can thread under it before it is even sent.
 */
export function outboxMessageId(message: Pick<OutboxMessage, "id" | "createdAt">, host: string): string {
  return `<outbox-${message.id}-${message.createdAt.getTime()}@${host}>`;
}
