import { handle, route } from "@/lib/api/route";
import { env } from "@/lib/config/env";
import { exportContext, exportResponse } from "@/lib/export/export-response";
import { recordExport } from "@/lib/export/record-export";
import { exportQuerySchema } from "@/lib/submissions/filters";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The inbox's current view (same filters, every page) as .xlsx or .csv, streamed while it is written. */
  GET: handle(
    { role: "marketing", words: "staff.errors", query: exportQuerySchema },
    async ({ request, query, timeZone, staff }) => {
      const view = { filters: query, timeZone, viewer: { accountId: staff.accountId } };
      const held = await recordExport(request, staff, view, query.format);
      return exportResponse(env().DATABASE_URL, held, await exportContext(query.locale), query.format);
    },
  ),
});
