import { requireStaffIdentity } from "@/lib/auth/staff-identity";
import { env } from "@/lib/config/env";
import { exportContext } from "@/lib/export/export-context";
import { exportResponse } from "@/lib/export/export-response";
import { parse } from "@/lib/http/parse";
import { staffApiContext } from "@/lib/submissions/api-context";
import { exportQuerySchema } from "@/lib/submissions/export-query";
import { queryObject } from "@/lib/submissions/filters";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The inbox's current view (same filters, every page) as .xlsx or .csv, streamed while it is written. */
  GET: async (request) => {
    await requireStaffIdentity(request);
    const { messages, timeZone } = await staffApiContext(request);
    const errors = messages.staff.errors;
    const query = parse(exportQuerySchema(errors), queryObject(new URL(request.url).searchParams), {
      message: errors.invalid,
    });
    const view = { filters: query, timeZone };
    return exportResponse(env().DATABASE_URL, view, await exportContext(query.locale), query.format);
  },
});
