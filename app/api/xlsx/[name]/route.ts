import { badRequest } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { parse } from "@/lib/http/parse";
import { acceptLead, leadDeliveryFromEnv, variantOfSheet } from "@/lib/leads/accept-lead";
import { leadFormFor } from "@/lib/leads/schemas";
import { beginFormPost } from "@/lib/leads/guard";
import { db } from "@/lib/db/client";
import { kickOutbox } from "@/lib/mail/start";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // For outside callers: a lead-form row for the named sheet (the variant, or PHXTrial/BostonTrial/LATrial),
  // stored with its notification like POST /api/leads; the CRM sync stays with /api/active-campaign.
  POST: async (request, { params }: RouteContext<"/api/xlsx/[name]">) => {
    const { locale, t, idempotencyKey } = await beginFormPost(request, "lead");
    const { name } = await params;
    const variant = variantOfSheet(name);
    if (!variant) throw badRequest(`Unknown sheet "${name.slice(0, 40)}".`);
    const values = parse(await leadFormFor(variant, locale), await readJson(request), { message: t("invalidForm") });
    const delivery = leadDeliveryFromEnv(locale, idempotencyKey);
    const { lead, created } = await acceptLead(db(), { sheet: name, variant, values }, delivery, { withCrm: false });
    kickOutbox();
    return Response.json({ ok: true, id: lead.id }, { status: created ? 201 : 200 });
  },
});
