import { requireStaffWrite } from "@/lib/auth/require-staff";
import { db } from "@/lib/db/client";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { kickOutbox } from "@/lib/mail/start";
import { staffApiContext } from "@/lib/submissions/api-context";
import { changeSelected } from "@/lib/submissions/bulk";
import { bulkChangeSchema } from "@/lib/submissions/changes";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The inbox's selected rows get one status or owner at once: { items: ["lead/12", …], status?, owner? }. */
  POST: async (request) => {
    const staff = await requireStaffWrite(request, "marketing");
    const { messages, timeZone } = await staffApiContext(request);
    const errors = messages.staff.errors;
    const { items, ...change } = parse(bulkChangeSchema(errors), await readJson(request, 16 * 1024), {
      message: errors.invalid,
    });
    const { changed, mailed } = await changeSelected(db(), request, items, change, staff, { errors, timeZone });
    if (mailed) kickOutbox();
    return Response.json({ changed }, { headers: { "Cache-Control": "no-store" } });
  },
});
