import { handleRoute } from "@/lib/http/respond";
import { requireStaffOrToken } from "@/lib/auth/require-staff";
import { uploadedFileResponse } from "@/lib/uploads/download";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

/** Staff download of a request's file: a staff session or the staff token. */
export const GET = handleRoute(async (request, { params }: { params: Promise<{ id: string }> }) => {
  await requireStaffOrToken(request);
  return uploadedFileResponse((await params).id);
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods<{ params: Promise<{ id: string }> }>("GET");
