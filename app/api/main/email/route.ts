import { readJson } from "@/lib/http/read-body";
import { parse } from "@/lib/http/parse";
import { leadDeliveryFromEnv } from "@/lib/leads/accept-lead";
import { acceptEmailRequest } from "@/lib/leads/accept-email";
import { emailRequestFor } from "@/lib/leads/schemas";
import { beginFormPost } from "@/lib/leads/guard";
import { db } from "@/lib/db/client";
import { kickOutbox } from "@/lib/mail/start";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // Contact, sign-up and call-back e-mails (and lead forms, for outside callers): stored, and the team's mail queued, before the response.
  POST: async (request) => {
    const { locale, t, idempotencyKey } = await beginFormPost(request, "lead");
    const body = parse(await emailRequestFor(locale), await readJson(request), { message: t("invalidForm") });
    const { lead, created } = await acceptEmailRequest(db(), body, leadDeliveryFromEnv(locale, idempotencyKey));
    kickOutbox();
    return Response.json({ ok: true, id: lead.id }, { status: created ? 201 : 200 });
  },
});
