import { readJson } from "@/lib/http/read-body";
import { parse } from "@/lib/http/parse";
import { leadDeliveryFromEnv } from "@/lib/leads/accept-lead";
import { acceptCampaignContact } from "@/lib/leads/accept-campaign";
import { campaignContactFor } from "@/lib/leads/schemas";
import { beginFormPost } from "@/lib/leads/guard";
import { db } from "@/lib/db/client";
import { kickOutbox } from "@/lib/mail/start";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // For outside callers: a campaign contact (Modular or ED1 report), stored and forwarded to the CRM
  // through the outbox; with the key of a lead already stored, the CRM sync joins that lead.
  POST: async (request) => {
    const { locale, t, idempotencyKey } = await beginFormPost(request, "lead");
    const body = parse(await campaignContactFor(locale), await readJson(request), { message: t("invalidForm") });
    const result = await acceptCampaignContact(db(), body, leadDeliveryFromEnv(locale, idempotencyKey));
    kickOutbox();
    return Response.json({ ok: true, id: result.id }, { status: result.created ? 201 : 200 });
  },
});
