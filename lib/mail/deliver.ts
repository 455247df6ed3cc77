import "server-only";
import { z } from "@/lib/validation/z";
import type { OutboxMessage } from "@/lib/db/generated/client";
import { syncContact, type CrmConfig } from "@/lib/crm/active-campaign";
import { outboxMessageId } from "./outbox";
import type { MailSender } from "./transport";

export interface DeliveryDeps {
  mail: MailSender;
  from: string;
  /** Host part of the Message-ID; with the row id it names the message, so receivers can drop a repeat. */
  messageIdHost: string;
  crm?: CrmConfig;
}

export type Deliver = (message: OutboxMessage) => Promise<void>;

/** What an e-mail row's payload may carry (lib/mail/outbox.ts writes it). */
const emailExtras = z.object({
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  html: z.string().optional(),
});

export function createDeliver(deps: DeliveryDeps): Deliver {
  return async (message) => {
    if (message.kind === "crm") {
      if (!deps.crm) throw new Error("CRM_API_URL and CRM_API_KEY are not configured");
      await syncContact(deps.crm, message.payload ?? {});
      return;
    }
    const extra = emailExtras.safeParse(message.payload).data ?? {};
    await deps.mail.send({
      from: deps.from,
      to: message.recipient,
      replyTo: extra.replyTo,
      subject: message.subject,
      text: message.body,
      html: extra.html,
      messageId: outboxMessageId(message, deps.messageIdHost),
      headers: { ...extra.headers, "X-Tag": message.tag },
    });
  };
}
