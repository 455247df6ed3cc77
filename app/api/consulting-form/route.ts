import { idempotencyKeyFrom } from "@/lib/leads/guard";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { submitReportRequest } from "@/lib/report/submit-request";
import { assertUploadRate } from "@/lib/uploads/rate-limits";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The report wizard's final submit (multipart, streamed to disk; see lib/report/submit-request.ts). */
  POST: async (request) => {
    assertSameOrigin(request);
    const idempotencyKey = idempotencyKeyFrom(request);
    await assertUploadRate(request, "submit");
    const { receipt, created } = await submitReportRequest(request, idempotencyKey);
    return Response.json(receipt, { status: created ? 201 : 200 });
  },
});
