import { handle, route, visitorForm } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { badRequest } from "@/lib/http/errors";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { acceptLead, leadDeliveryFromEnv, variantOfForm } from "@/lib/leads/accept-lead";
import { leadFormFor } from "@/lib/leads/schemas";
import { kickOutbox } from "@/lib/mail/start";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // For outside callers: a lead-form row for the named form (the variant, or PHXTrial/BostonTrial/LATrial),
  // stored with its notification like POST /api/leads; the CRM sync stays with /api/active-campaign.
  POST: handle(
    { ...visitorForm("lead"), idempotent: true },
    async ({ request, locale, messages, idempotencyKey }, { params }: RouteContext<"/api/xlsx/[name]">) => {
      const { name } = await params;
      const variant = variantOfForm(name);
      if (!variant) throw badRequest(`Unknown form "${name.slice(0, 40)}".`);
      const schema = await leadFormFor(variant, locale);
      const values = parse(schema, await readJson(request), { message: messages.validation.invalidForm });
      const delivery = leadDeliveryFromEnv(locale, idempotencyKey);
      const { lead, created } = await acceptLead(db(), { form: name, variant, values }, delivery, { withCrm: false });
      kickOutbox();
      return Response.json({ ok: true, id: lead.id }, { status: created ? 201 : 200 });
    },
  ),
});
