import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import type { EmailRequest } from "@/lib/validation/email-request";
import { CALLBACK_TAG, callbackTimes, CONTACT_TAG, contactPurposes, SIGNUP_TAG } from "@/lib/validation/form-options";
import { isHoneypotFilled } from "@/lib/validation/fields";
import { CALLBACK_FORM, CONTACT_FORM, leadTags, leadVariants, SIGNUP_FORM } from "@/lib/validation/lead-variants";
import { storeLead, type LeadDelivery } from "./store-lead";
import { provenanceOf, withoutProvenance } from "@/lib/submissions/provenance";

/** The form a /main/email submit is stored under when no lead-form call of the same submit came first. */
function formFor(tag: string): string {
  if (tag === CONTACT_TAG) return CONTACT_FORM;
  if (tag === SIGNUP_TAG) return SIGNUP_FORM;
  if (tag === CALLBACK_TAG) return CALLBACK_FORM;
  return leadVariants.find((variant) => leadTags[variant] === tag) ?? tag;
}

/**
 * The fields to store and mail (the contact purpose as its label, as the old spreadsheet kept it). Consent and
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
 * POST /api/main/email: stores the submit (or finds the row an earlier call of the same submit stored)
 * and queues the team's e-mail in the same transaction (store-lead.ts). A honeypot hit is stored
 * flagged as spam and mails nothing.
 */
export function acceptEmailRequest(prisma: PrismaClient, request: EmailRequest, delivery: LeadDelivery) {
  const shown = describe(request);
  return storeLead(
    prisma,
    {
      form: formFor(request.tag),
      tag: request.tag,
      fields: shown,
      mailFields: { ...shown, utm_source: request.utm_source, utm_medium: request.utm_medium },
      provenance: provenanceOf(request, new Date()),
      isSpam: isHoneypotFilled(request.homepage),
      replyTo: request.email,
    },
    delivery,
  );
}
