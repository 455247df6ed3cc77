import { handle, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { submissionFilterSchema } from "@/lib/submissions/filters";
import { recordStaffView } from "@/lib/access-log/record";
import { listSubmissions, listView } from "@/lib/submissions/list";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The inbox as JSON: the page's filters as query parameters (kind, form, status, q, from, to, spam, owner, overdue, page, pageSize, sort). */
  GET: handle(
    { role: "marketing", words: "staff.errors", query: submissionFilterSchema },
    async ({ request, query: filters, timeZone, staff }) => {
      const page = await listSubmissions(db(), filters, timeZone, { accountId: staff.accountId });
      await recordStaffView(request, staff, listView(filters, page));
      return Response.json({ ...page, filters, timeZone }, { headers: { "Cache-Control": "no-store" } });
    },
  ),
});
