import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import { enqueueEmail } from "@/lib/mail/outbox";
import type { EmailRequest } from "@/lib/validation/email-request";
import { CALLBACK_TAG, callbackTimes, CONTACT_TAG, contactPurposes, SIGNUP_TAG } from "@/lib/validation/form-options";
import { isHoneypotFilled } from "@/lib/validation/fields";
import { CALLBACK_SHEET, CONTACT_SHEET, leadTags, leadVariants, SIGNUP_SHEET } from "@/lib/validation/lead-variants";
import { teamContext } from "@/lib/submissions/team";
import { leadNotification } from "./format";
import { retryOnUniqueRace } from "./retry-unique";
import { saveLead } from "./save-lead";
import { provenanceOf, withoutProvenance } from "@/lib/submissions/provenance";

export interface AcceptEmailOptions {
  leadsTo: string;
  idempotencyKey?: string;
}

/** The sheet a /main/email submit is stored under when no sheet call of the same submit came first. */
function sheetFor(tag: string): string {
  if (tag === CONTACT_TAG) return CONTACT_SHEET;
  if (tag === SIGNUP_TAG) return SIGNUP_SHEET;
  if (tag === CALLBACK_TAG) return CALLBACK_SHEET;
  return leadVariants.find((variant) => leadTags[variant] === tag) ?? tag;
}

/**
 * The fields to store and mail (the contact purpose as its label, as the old sheet kept it). Consent and
 * attribution have their own columns; the mail still names the utm source and medium.
 */
function describe(request: EmailRequest): Record<string, string> {
  const rest: Record<string, unknown> = { ...withoutProvenance(request) };
  delete rest.homepage;
  delete rest.tag;
  if (request.tag === CONTACT_TAG)
    return { ...rest, purpose: contactPurposes[request.purpose] } as Record<string, string>;
  if (request.tag === CALLBACK_TAG)
    return { ...rest, preferredTime: callbackTimes[request.preferredTime] } as Record<string, string>;
  return rest as Record<string, string>;
}

/**
 * POST /api/main/email: stores the submit (or finds the row its sheet call stored) and queues the
 * team's e-mail in the same transaction. A honeypot hit is stored flagged as spam and mails nothing.
 */
export async function acceptEmailRequest(prisma: PrismaClient, request: EmailRequest, options: AcceptEmailOptions) {
  const shown = describe(request);
  const fields = { ...shown, utm_source: request.utm_source, utm_medium: request.utm_medium };
  const provenance = provenanceOf(request, new Date());
  const isSpam = isHoneypotFilled(request.homepage);
  const team = await teamContext();
  return retryOnUniqueRace(() =>
    prisma.$transaction(async (tx) => {
      const saved = await saveLead(tx, {
        sheet: sheetFor(request.tag),
        fields: shown,
        provenance,
        isSpam,
        idempotencyKey: options.idempotencyKey,
      });
      if (isSpam || saved.lead.isSpam) return { ...saved, mailed: false };
      const { subject, text } = leadNotification(team, { tag: request.tag, fields, submission: saved.submission });
      const mail = await enqueueEmail(tx, {
        to: options.leadsTo,
        subject,
        text,
        tag: request.tag,
        // Reply goes to the visitor, not to the site's no-reply sender.
        replyTo: request.email,
        dedupeKey: `email:lead-${saved.lead.id}`,
        submissionId: saved.submission.id,
      });
      return { ...saved, mailed: mail !== null };
    }),
  );
}
