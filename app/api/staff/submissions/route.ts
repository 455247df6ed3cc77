import { db } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { staffQueryCall } from "@/lib/submissions/api-context";
import { submissionFilterSchema } from "@/lib/submissions/filters";
import { listSubmissions } from "@/lib/submissions/list";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The inbox as JSON: the page's filters as query parameters (kind, form, status, q, from, to, spam, owner, overdue, page, pageSize, sort). */
  GET: async (request) => {
    const { query: filters, timeZone, staff } = await staffQueryCall(request, submissionFilterSchema);
    const page = await listSubmissions(db(), filters, timeZone, { accountId: staff.accountId });
    return Response.json({ ...page, filters, timeZone }, { headers: { "Cache-Control": "no-store" } });
  },
});
