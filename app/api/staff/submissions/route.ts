import { requireStaffIdentity } from "@/lib/auth/staff-identity";
import { db } from "@/lib/db/client";
import { parse } from "@/lib/http/parse";
import { staffApiContext } from "@/lib/submissions/api-context";
import { queryObject, submissionFilterSchema } from "@/lib/submissions/filters";
import { listSubmissions } from "@/lib/submissions/list";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The inbox as JSON: the page's filters as query parameters (kind, form, status, q, from, to, spam, page, pageSize, sort). */
  GET: async (request) => {
    await requireStaffIdentity(request);
    const { messages, timeZone } = await staffApiContext(request);
    const errors = messages.staff.errors;
    const filters = parse(submissionFilterSchema(errors), queryObject(new URL(request.url).searchParams), {
      message: errors.invalid,
    });
    const page = await listSubmissions(db(), filters, timeZone);
    return Response.json({ ...page, filters, timeZone }, { headers: { "Cache-Control": "no-store" } });
  },
});
