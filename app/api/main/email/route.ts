import { handle, route, visitorForm } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { acceptEmailRequest } from "@/lib/leads/accept-email";
import { leadDeliveryFromEnv } from "@/lib/leads/accept-lead";
import { emailRequestFor } from "@/lib/leads/schemas";
import { kickOutbox } from "@/lib/mail/start";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // Contact, sign-up and call-back e-mails (and lead forms, for outside callers): stored, and the team's mail queued, before the response.
  POST: handle(
    { ...visitorForm("lead", emailRequestFor), idempotent: true },
    async ({ body, locale, idempotencyKey }) => {
      const { lead, created } = await acceptEmailRequest(db(), body, leadDeliveryFromEnv(locale, idempotencyKey));
      kickOutbox();
      return Response.json({ ok: true, id: lead.id }, { status: created ? 201 : 200 });
    },
  ),
});
