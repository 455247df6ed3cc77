import type { OutboxMessage } from "@/lib/db/generated/client";

/**
 * The Message-ID an outbox row is sent with: its id and creation time name it, so a repeat after a
 * crash carries the same one, and a later reply can thread under it before it is even sent.
 */
export function outboxMessageId(message: Pick<OutboxMessage, "id" | "createdAt">, host: string): string {
  return `<outbox-${message.id}-${message.createdAt.getTime()}@${host}>`;
}
