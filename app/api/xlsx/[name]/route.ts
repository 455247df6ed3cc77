import { badRequest } from "@/lib/http/errors";
import { readJson, parseWith } from "@/lib/http/read-body";
import { handleRoute } from "@/lib/http/respond";
import { acceptSheetRow } from "@/lib/leads/accept-sheet-row";
import { leadFormFor } from "@/lib/leads/forms";
import { beginFormPost } from "@/lib/leads/request-context";
import { db } from "@/lib/db/client";
import { leadSheets } from "@/lib/validation/lead-variants";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

// A lead-form row for the named sheet (the variant, or PHXTrial/BostonTrial/LATrial).
export const POST = handleRoute(async (request, { params }: { params: Promise<{ name: string }> }) => {
  const { locale, t, idempotencyKey } = await beginFormPost(request, "lead");
  const { name } = await params;
  const variant = Object.hasOwn(leadSheets, name) ? leadSheets[name] : undefined;
  if (!variant) throw badRequest(`Unknown sheet "${name.slice(0, 40)}".`);
  const body = parseWith(leadFormFor(variant, locale), await readJson(request), t("invalidForm"));
  const { lead, created } = await acceptSheetRow(db(), name, body, idempotencyKey);
  return Response.json({ ok: true, id: lead.id }, { status: created ? 201 : 200 });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods<{ params: Promise<{ name: string }> }>("POST");
