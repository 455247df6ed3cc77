import { env } from "@/lib/config/env";
import { readJson, parseWith } from "@/lib/http/read-body";
import { handleRoute } from "@/lib/http/respond";
import { acceptCampaignContact } from "@/lib/leads/accept-campaign";
import { campaignContactFor } from "@/lib/leads/forms";
import { beginFormPost } from "@/lib/leads/request-context";
import { db } from "@/lib/db/client";
import { kickOutbox } from "@/lib/mail/start";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

// A campaign contact (Modular or ED1 report): stored, and forwarded to the CRM through the outbox.
export const POST = handleRoute(async (request) => {
  const { locale, t, idempotencyKey } = await beginFormPost(request, "lead");
  const body = parseWith(campaignContactFor(locale), await readJson(request), t("invalidForm"));
  const { CRM_API_URL, CRM_API_KEY } = env();
  const result = await acceptCampaignContact(db(), body, {
    crmConfigured: Boolean(CRM_API_URL && CRM_API_KEY),
    idempotencyKey,
  });
  kickOutbox();
  return Response.json({ ok: true, id: result.contact.id }, { status: result.created ? 201 : 200 });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
