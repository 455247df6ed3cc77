import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import { contactSyncBody, type CrmContact } from "@/lib/crm/active-campaign";
import { enqueueCrm, type Tx } from "@/lib/mail/outbox";
import type { CampaignContactValues } from "@/lib/validation/campaign-contact";
import { isHoneypotFilled } from "@/lib/validation/fields";
import { campaignEntry, leadEntry, recordSubmission } from "@/lib/submissions/record";
import { retryOnUniqueRace } from "@/lib/db/unique-violation";
import { crmKey } from "./store-lead";
import { provenanceOf, withoutProvenance } from "@/lib/submissions/provenance";

export interface AcceptCampaignOptions {
  /** Forward to the CRM only when CRM_API_URL and CRM_API_KEY are set; the row is stored either way. */
  crmConfigured: boolean;
  idempotencyKey?: string;
}

/** What a campaign call's response names: the row it stored or found, and whether that row is new. */
export interface CampaignResult {
  id: number;
  created: boolean;
  forwarded: boolean;
}

/**
 * The campaign call of the old three-call sequence (lead-form row, e-mail, campaign, one idempotency key):
 * the lead its first call stored gets the CRM sync, queued on the lead's inbox entry, so the submit
 * stays one inbox entry. Returns the lead's id; `created` when this call queued the sync.
 */
async function addCrmToLead(
  tx: Tx,
  key: string,
  contact: CrmContact & { tag: string },
  isSpam: boolean,
  crmConfigured: boolean,
): Promise<CampaignResult | null> {
  const lead = await tx.leadSubmission.findUnique({ where: { idempotencyKey: key } });
  if (!lead) return null;
  if (isSpam || lead.isSpam || !crmConfigured) return { id: lead.id, created: false, forwarded: false };
  const entry = leadEntry(lead);
  const submission =
    (await tx.submission.findUnique({ where: { kind_sourceId: { kind: entry.kind, sourceId: lead.id } } })) ??
    (await recordSubmission(tx, entry));
  const job = await enqueueCrm(tx, {
    email: contact.email,
    tag: contact.tag,
    payload: contactSyncBody(contact),
    dedupeKey: crmKey(lead.id),
    submissionId: submission.id,
  });
  return { id: lead.id, created: job !== null, forwarded: job !== null };
}

/**
 * POST /api/active-campaign: stores the campaign contact and queues its CRM sync in one transaction.
 * With the idempotency key of a lead already stored (an outside caller replaying the old sequence),
 * the sync is queued on that lead instead, and no second row or inbox entry is made.
 */
export async function acceptCampaignContact(
  prisma: PrismaClient,
  values: CampaignContactValues,
  options: AcceptCampaignOptions,
): Promise<CampaignResult> {
  const { homepage, tag, email, firstName, lastName, ...extra } = withoutProvenance(values);
  const provenance = provenanceOf(values, new Date());
  const isSpam = isHoneypotFilled(homepage);
  const key = options.idempotencyKey;
  const crmContact = { email, firstName, lastName, tag, fields: { ...extra, tag } as Record<string, string> };
  return retryOnUniqueRace(() =>
    prisma.$transaction(async (tx) => {
      const existing = key ? await tx.campaignContact.findUnique({ where: { idempotencyKey: key } }) : null;
      if (existing) return { id: existing.id, created: false, forwarded: false };
      const onLead = key ? await addCrmToLead(tx, key, crmContact, isSpam, options.crmConfigured) : null;
      if (onLead) return onLead;
      const contact = await tx.campaignContact.create({
        data: {
          email,
          firstName,
          lastName,
          company: extra.company || null,
          tag: isSpam ? `${tag}:spam` : tag,
          fields: extra,
          idempotencyKey: key ?? null,
        },
      });
      // The entry holds the key: a lead call of the same submit racing this one fails on it and retries.
      const submission = await recordSubmission(tx, {
        ...campaignEntry(contact),
        ...provenance,
        idempotencyKey: key ?? null,
      });
      if (isSpam || !options.crmConfigured) return { id: contact.id, created: true, forwarded: false };
      await enqueueCrm(tx, {
        email,
        tag,
        payload: contactSyncBody(crmContact),
        dedupeKey: `crm:contact-${contact.id}`,
        submissionId: submission.id,
      });
      return { id: contact.id, created: true, forwarded: true };
    }),
  );
}
