import { handle, route, visitorForm } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { readJson } from "@/lib/http/read-body";
import { acceptLead, leadDeliveryFromEnv, parseLeadSubmit } from "@/lib/leads/accept-lead";
import { kickOutbox } from "@/lib/mail/start";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // A lead form's one request: the row, its notification and (Modular, ED1 report) its CRM sync, stored together.
  POST: handle({ ...visitorForm("lead"), idempotent: true }, async ({ request, locale, messages, idempotencyKey }) => {
    const submit = await parseLeadSubmit(await readJson(request), locale, messages.validation);
    const delivery = leadDeliveryFromEnv(locale, idempotencyKey);
    const { lead, created } = await acceptLead(db(), submit, delivery, { withCrm: true });
    kickOutbox();
    return Response.json({ ok: true, id: lead.id }, { status: created ? 201 : 200 });
  }),
});
