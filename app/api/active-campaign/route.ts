import { env } from "@/lib/config/env";
import { readJson } from "@/lib/http/read-body";
import { parse } from "@/lib/http/parse";
import { acceptCampaignContact } from "@/lib/leads/accept-campaign";
import { campaignContactFor } from "@/lib/leads/forms";
import { beginFormPost } from "@/lib/leads/request-context";
import { db } from "@/lib/db/client";
import { kickOutbox } from "@/lib/mail/start";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // A campaign contact (Modular or ED1 report): stored, and forwarded to the CRM through the outbox.
  POST: async (request) => {
    const { locale, t, idempotencyKey } = await beginFormPost(request, "lead");
    const body = parse(await campaignContactFor(locale), await readJson(request), { message: t("invalidForm") });
    const { CRM_API_URL, CRM_API_KEY } = env();
    const result = await acceptCampaignContact(db(), body, {
      crmConfigured: Boolean(CRM_API_URL && CRM_API_KEY),
      idempotencyKey,
    });
    kickOutbox();
    return Response.json({ ok: true, id: result.contact.id }, { status: result.created ? 201 : 200 });
  },
});
