import { requireStaff } from "@/lib/auth/require-staff";
import { listImages, uploadImage } from "@/lib/blog/images/library";
import { handleApiRoute, success } from "@/lib/http/api-route";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

// Staff only, per request.
export const dynamic = "force-dynamic";

/** The picker's list of uploaded images, newest first. */
export const GET = handleApiRoute(async (request) => {
  await requireStaff(request);
  return success(await listImages(), { headers: { "Cache-Control": "no-store" } });
});

/** Upload one image (multipart `file`): checked by content, stored outside public/ in several widths. */
export const POST = handleApiRoute(async (request) => {
  assertSameOrigin(request);
  await requireStaff(request);
  return success(await uploadImage(request), { status: 201 });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
