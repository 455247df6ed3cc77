import { requireStaffIdentity } from "@/lib/auth/staff-identity";
import { db } from "@/lib/db/client";
import { handleRoute } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";
import { parseWith } from "@/lib/http/read-body";
import { staffApiContext } from "@/lib/submissions/api-context";
import { queryObject, submissionFilterSchema } from "@/lib/submissions/filters";
import { listSubmissions } from "@/lib/submissions/list";

export const dynamic = "force-dynamic";

/** The inbox as JSON: the page's filters as query parameters (kind, form, status, q, from, to, spam, page, pageSize, sort). */
export const GET = handleRoute(async (request) => {
  await requireStaffIdentity(request);
  const { messages, timeZone } = await staffApiContext(request);
  const errors = messages.staff.errors;
  const filters = parseWith(
    submissionFilterSchema(errors),
    queryObject(new URL(request.url).searchParams),
    errors.invalid,
  );
  const page = await listSubmissions(db(), filters, timeZone);
  return Response.json({ ...page, filters, timeZone }, { headers: { "Cache-Control": "no-store" } });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
