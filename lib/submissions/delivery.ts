import type { OutboxMessage } from "@/lib/db/generated/client";

/** The outbox tag of a sender's acknowledgement (lib/leads/acknowledgement.ts): not the team's notification. */
export const ACKNOWLEDGEMENT_TAG = "acknowledgement";
/** The outbox tag of a staff member's answer to the lead (lib/submissions/reply.ts). */
export const REPLY_TAG = "lead-reply";

export type DeliveryState = "sent" | "pending" | "sending" | "failed" | "none";

export interface Delivery {
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  outboxId: number | null;
}

type Notification = Pick<OutboxMessage, "id" | "kind" | "tag" | "status" | "attempts" | "lastError" | "sentAt">;

/**
 * A submission's notification as the inbox shows it: the team's e-mail when there is one (a CRM
 * sync otherwise), sent / pending with its attempts / failed with the last error.
 */
export function deliveryOf(notifications: Notification[]): Delivery {
  // The sender's acknowledgement and the team's answers are not the submission's notification.
  const ours = notifications.filter((message) => message.tag !== ACKNOWLEDGEMENT_TAG && message.tag !== REPLY_TAG);
  const main = ours.find((message) => message.kind === "email") ?? ours[0];
  if (!main) return { state: "none", attempts: 0, lastError: null, sentAt: null, outboxId: null };
  const state = (["sent", "pending", "sending", "failed"] as const).find((value) => value === main.status) ?? "pending";
  return { state, attempts: main.attempts, lastError: main.lastError, sentAt: main.sentAt, outboxId: main.id };
}
