import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import { contactSyncBody } from "@/lib/crm/active-campaign";
import { enqueueCrm } from "@/lib/mail/outbox";
import type { CampaignContactValues } from "@/lib/validation/campaign-contact";
import { isHoneypotFilled } from "@/lib/validation/fields";
import { campaignEntry, recordSubmission } from "@/lib/submissions/record";
import { retryOnUniqueRace } from "./retry-unique";
import { provenanceOf, withoutProvenance } from "@/lib/submissions/provenance";

export interface AcceptCampaignOptions {
  /** Forward to the CRM only when CRM_API_URL and CRM_API_KEY are set; the row is stored either way. */
  crmConfigured: boolean;
  idempotencyKey?: string;
}

/** POST /api/active-campaign: stores the campaign contact and queues its CRM sync in one transaction. */
export async function acceptCampaignContact(
  prisma: PrismaClient,
  values: CampaignContactValues,
  options: AcceptCampaignOptions,
) {
  const { homepage, tag, email, firstName, lastName, ...extra } = withoutProvenance(values);
  const provenance = provenanceOf(values, new Date());
  const isSpam = isHoneypotFilled(homepage);
  const key = options.idempotencyKey;
  return retryOnUniqueRace(() =>
    prisma.$transaction(async (tx) => {
      const existing = key ? await tx.campaignContact.findUnique({ where: { idempotencyKey: key } }) : null;
      if (existing) return { contact: existing, created: false, forwarded: false };
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
      const submission = await recordSubmission(tx, { ...campaignEntry(contact), ...provenance });
      if (isSpam || !options.crmConfigured) return { contact, created: true, forwarded: false };
      const body = contactSyncBody({ email, firstName, lastName, fields: { ...extra, tag } });
      await enqueueCrm(tx, {
        email,
        tag,
        payload: body,
        dedupeKey: `crm:contact-${contact.id}`,
        submissionId: submission.id,
      });
      return { contact, created: true, forwarded: true };
    }),
  );
}
