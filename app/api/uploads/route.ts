import { handle, route } from "@/lib/api/route";
import { stageUpload } from "@/lib/report/stage-upload";
import { assertUploadRate } from "@/lib/uploads/rate-limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** One file sent ahead of the report wizard's submit; returns its token. */
  POST: handle({ sameOrigin: true }, async ({ request }) => {
    await assertUploadRate(request, "stage");
    return Response.json(await stageUpload(request), { status: 201 });
  }),
});
