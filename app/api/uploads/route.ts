import { handleRoute } from "@/lib/http/respond";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { assertUploadRate } from "@/lib/uploads/rate-limits";
import { stageUpload } from "@/lib/uploads/stage-upload";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

/** One file sent ahead of the report wizard's submit; answers its token. */
export const POST = handleRoute(async (request) => {
  assertSameOrigin(request);
  await assertUploadRate(request, "stage");
  const staged = await stageUpload(request);
  return Response.json(staged, { status: 201 });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
