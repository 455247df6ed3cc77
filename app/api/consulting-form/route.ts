import { handle, route } from "@/lib/api/route";
import { submitReportRequest } from "@/lib/report/submit-request";
import { assertUploadRate } from "@/lib/uploads/rate-limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The report wizard's final submit (multipart, streamed to disk; see lib/report/submit-request.ts). */
  POST: handle({ sameOrigin: true, idempotent: true }, async ({ request, idempotencyKey }) => {
    await assertUploadRate(request, "submit");
    const { receipt, created } = await submitReportRequest(request, idempotencyKey);
    return Response.json(receipt, { status: created ? 201 : 200 });
  }),
});
