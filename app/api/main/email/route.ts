import { env } from "@/lib/config/env";
import { readJson, parseWith } from "@/lib/http/read-body";
import { handleRoute } from "@/lib/http/respond";
import { acceptEmailRequest } from "@/lib/leads/accept-email";
import { emailRequestFor } from "@/lib/leads/forms";
import { beginFormPost } from "@/lib/leads/request-context";
import { db } from "@/lib/db/client";
import { kickOutbox } from "@/lib/mail/start";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

// Contact, sign-up and lead-form e-mails: stored, and the team's mail queued, before the answer.
export const POST = handleRoute(async (request) => {
  const { locale, t, idempotencyKey } = await beginFormPost(request, "lead");
  const body = parseWith(emailRequestFor(locale), await readJson(request), t("invalidForm"));
  const { lead, created } = await acceptEmailRequest(db(), body, { leadsTo: env().LEADS_TO, idempotencyKey });
  kickOutbox();
  return Response.json({ ok: true, id: lead.id }, { status: created ? 201 : 200 });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
