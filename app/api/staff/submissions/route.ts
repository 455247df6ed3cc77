import { handle, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { submissionFilterSchema } from "@/lib/submissions/filters";
import { listSubmissions } from "@/lib/submissions/list";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The inbox as JSON: the page's filters as query parameters (kind, form, status, q, from, to, spam, owner, overdue, page, pageSize, sort). */
  GET: handle(
    { role: "marketing", words: "staff.errors", query: submissionFilterSchema },
    async ({ query: filters, timeZone, staff }) => {
      const page = await listSubmissions(db(), filters, timeZone, { accountId: staff.accountId });
      return Response.json({ ...page, filters, timeZone }, { headers: { "Cache-Control": "no-store" } });
    },
  ),
});
