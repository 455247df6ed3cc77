import { assertSameOrigin } from "@/lib/http/same-origin";
import { submitReportRequest } from "@/lib/report/submit-request";
import { assertUploadRate } from "@/lib/uploads/rate-limits";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The report wizard's final submit (multipart, streamed to disk; see lib/report/submit-request.ts). */
  POST: async (request) => {
    assertSameOrigin(request);
    await assertUploadRate(request, "submit");
    return Response.json(await submitReportRequest(request), { status: 201 });
  },
});
