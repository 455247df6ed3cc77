import { handleRoute } from "@/lib/http/respond";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { submitReportRequest } from "@/lib/report/submit-request";
import { assertUploadRate } from "@/lib/uploads/rate-limits";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

/** The report wizard's final submit (multipart, streamed to disk; see lib/report/submit-request.ts). */
export const POST = handleRoute(async (request) => {
  assertSameOrigin(request);
  await assertUploadRate(request, "submit");
  return Response.json(await submitReportRequest(request), { status: 201 });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
