import { handleRoute } from "@/lib/http/respond";
import { assertStaffToken, uploadedFileResponse } from "@/lib/uploads/download";

/** Staff download of a request's file. Token for now; staff sessions replace it on merge. */
export const GET = handleRoute(async (request, { params }: { params: Promise<{ id: string }> }) => {
  assertStaffToken(request);
  return uploadedFileResponse((await params).id);
});
