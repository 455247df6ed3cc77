import { accessLogCsvResponse, accessLogFilterSchema } from "@/lib/access-log/query";
import { recordStaffAccess } from "@/lib/access-log/record";
import { handle, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Admins only: the access log's view (same filters as the page, every page) as CSV; the export itself is logged. */
  GET: handle(
    { role: "admin", words: "staff.accessLog.errors", query: accessLogFilterSchema },
    async ({ request, staff, messages, timeZone, query }) => {
      // Every page of the view: the page number is the screen's business.
      const { account, action, lead, target, from, to } = query;
      const filters = { account, action, lead, target, from, to };
      await recordStaffAccess(request, staff, { action: "access-log.export", detail: { filters } });
      return accessLogCsvResponse(db(), filters, timeZone, messages.staff.accessLog.columns);
    },
  ),
});
