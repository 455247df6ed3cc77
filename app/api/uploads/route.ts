import { assertSameOrigin } from "@/lib/http/same-origin";
import { assertUploadRate } from "@/lib/uploads/rate-limits";
import { stageUpload } from "@/lib/report/stage-upload";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** One file sent ahead of the report wizard's submit; returns its token. */
  POST: async (request) => {
    assertSameOrigin(request);
    await assertUploadRate(request, "stage");
    const staged = await stageUpload(request);
    return Response.json(staged, { status: 201 });
  },
});
