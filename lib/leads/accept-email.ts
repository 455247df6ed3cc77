import type { PrismaClient } from "@/lib/db/generated/client";
import { enqueueEmail } from "@/lib/mail/outbox";
import { contactPurposes } from "@/lib/validation/contact-form";
import { CONTACT_TAG, SIGNUP_TAG, type EmailRequest } from "@/lib/validation/email-request";
import { isHoneypotFilled } from "@/lib/validation/fields";
import { CONTACT_SHEET, leadTags, leadVariants, SIGNUP_SHEET } from "@/lib/validation/lead-variants";
import { formatFields, leadSubject } from "./format";
import { retryOnUniqueRace } from "./retry-unique";
import { saveLead } from "./save-lead";

export interface AcceptEmailOptions {
  leadsTo: string;
  idempotencyKey?: string;
}

/** The sheet a /main/email submit is stored under when no sheet call of the same submit came first. */
function sheetFor(tag: string): string {
  if (tag === CONTACT_TAG) return CONTACT_SHEET;
  if (tag === SIGNUP_TAG) return SIGNUP_SHEET;
  return leadVariants.find((variant) => leadTags[variant] === tag) ?? tag;
}

function describe(request: EmailRequest): { fields: Record<string, string>; who: string; replyTo: string } {
  const rest: Record<string, unknown> = { ...request };
  delete rest.homepage;
  delete rest.tag;
  if (request.tag === CONTACT_TAG) {
    const fields = { ...rest, purpose: contactPurposes[request.purpose] } as Record<string, string>;
    return { fields, who: `${request.name}, ${request.company}`, replyTo: request.email };
  }
  if (request.tag === SIGNUP_TAG) {
    return {
      fields: rest as Record<string, string>,
      who: `${request.first_name} ${request.last_name}`,
      replyTo: request.email,
    };
  }
  const who = [`${request.firstName} ${request.lastName}`.trim(), request.company].filter(Boolean).join(", ");
  return { fields: rest as Record<string, string>, who, replyTo: request.email };
}

/**
 * POST /api/main/email: stores the submit (or finds the row its sheet call stored) and queues the
 * team's e-mail in the same transaction. A honeypot hit is stored flagged as spam and mails nothing.
 */
export async function acceptEmailRequest(prisma: PrismaClient, request: EmailRequest, options: AcceptEmailOptions) {
  const { fields, who, replyTo } = describe(request);
  const isSpam = isHoneypotFilled(request.homepage);
  const { utm_source: utmSource, utm_medium: utmMedium, ...shown } = fields;
  return retryOnUniqueRace(() =>
    prisma.$transaction(async (tx) => {
      const saved = await saveLead(tx, {
        sheet: sheetFor(request.tag),
        fields: shown,
        utmSource,
        utmMedium,
        isSpam,
        idempotencyKey: options.idempotencyKey,
      });
      if (isSpam || saved.lead.isSpam) return { ...saved, mailed: false };
      const mail = await enqueueEmail(tx, {
        to: options.leadsTo,
        subject: leadSubject(request.tag, who),
        text: `${formatFields(fields)}\n\nTag: ${request.tag}\nLead #${saved.lead.id} (${saved.lead.sheet})`,
        tag: request.tag,
        replyTo,
        dedupeKey: `email:lead-${saved.lead.id}`,
      });
      return { ...saved, mailed: mail !== null };
    }),
  );
}
