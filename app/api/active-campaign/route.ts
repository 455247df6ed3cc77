import { handle, route, visitorForm } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { acceptCampaignContact } from "@/lib/leads/accept-campaign";
import { leadDeliveryFromEnv } from "@/lib/leads/accept-lead";
import { campaignContactFor } from "@/lib/leads/schemas";
import { kickOutbox } from "@/lib/mail/start";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // For outside callers: a campaign contact (Modular or ED1 report), stored and forwarded to the CRM
  // through the outbox; with the key of a lead already stored, the CRM sync joins that lead.
  POST: handle(
    { ...visitorForm("lead", campaignContactFor), idempotent: true },
    async ({ body, locale, idempotencyKey }) => {
      const result = await acceptCampaignContact(db(), body, leadDeliveryFromEnv(locale, idempotencyKey));
      kickOutbox();
      return Response.json({ ok: true, id: result.id }, { status: result.created ? 201 : 200 });
    },
  ),
});
