import { badRequest } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { parse } from "@/lib/http/parse";
import { acceptSheetRow } from "@/lib/leads/accept-sheet-row";
import { leadFormFor } from "@/lib/leads/forms";
import { beginFormPost } from "@/lib/leads/request-context";
import { db } from "@/lib/db/client";
import { leadSheets } from "@/lib/validation/lead-variants";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // A lead-form row for the named sheet (the variant, or PHXTrial/BostonTrial/LATrial).
  POST: async (request, { params }: RouteContext<"/api/xlsx/[name]">) => {
    const { locale, t, idempotencyKey } = await beginFormPost(request, "lead");
    const { name } = await params;
    const variant = Object.hasOwn(leadSheets, name) ? leadSheets[name] : undefined;
    if (!variant) throw badRequest(`Unknown sheet "${name.slice(0, 40)}".`);
    const body = parse(await leadFormFor(variant, locale), await readJson(request), { message: t("invalidForm") });
    const { lead, created } = await acceptSheetRow(db(), name, body, idempotencyKey);
    return Response.json({ ok: true, id: lead.id }, { status: created ? 201 : 200 });
  },
});
