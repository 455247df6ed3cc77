import { requireStaffIdentity } from "@/lib/auth/staff-identity";
import { env } from "@/lib/config/env";
import { exportContext } from "@/lib/export/export-context";
import { exportResponse } from "@/lib/export/export-response";
import { handleRoute } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";
import { parseWith } from "@/lib/http/read-body";
import { staffApiContext } from "@/lib/submissions/api-context";
import { exportQuerySchema } from "@/lib/submissions/export-query";
import { queryObject } from "@/lib/submissions/filters";

export const dynamic = "force-dynamic";

/** The inbox's current view (same filters, every page) as .xlsx or .csv, streamed while it is written. */
export const GET = handleRoute(async (request) => {
  await requireStaffIdentity(request);
  const { messages, timeZone } = await staffApiContext(request);
  const errors = messages.staff.errors;
  const query = parseWith(exportQuerySchema(errors), queryObject(new URL(request.url).searchParams), errors.invalid);
  const view = { filters: query, timeZone };
  return exportResponse(env().DATABASE_URL, view, await exportContext(query.locale), query.format);
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
