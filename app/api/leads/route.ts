import { readJson } from "@/lib/http/read-body";
import { acceptLead, leadDeliveryFromEnv, parseLeadSubmit } from "@/lib/leads/accept-lead";
import { beginFormPost } from "@/lib/leads/guard";
import { db } from "@/lib/db/client";
import { kickOutbox } from "@/lib/mail/start";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // A lead form's one request: the row, its notification and (Modular, ED1 report) its CRM sync, stored together.
  POST: async (request) => {
    const { locale, t, idempotencyKey } = await beginFormPost(request, "lead");
    const submit = await parseLeadSubmit(await readJson(request), locale, t);
    const { lead, created } = await acceptLead(db(), submit, leadDeliveryFromEnv(locale, idempotencyKey), {
      withCrm: true,
    });
    kickOutbox();
    return Response.json({ ok: true, id: lead.id }, { status: created ? 201 : 200 });
  },
});
