import { requireStaff } from "@/lib/auth/require-staff";
import { publishPost } from "@/lib/blog/staff-posts";
import { handleApiRoute, success } from "@/lib/http/api-route";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

/** "Publish to Prod": the draft becomes the live version; the public pages refresh at once. */
export const POST = handleApiRoute(async (request, { params }: { params: Promise<{ key: string }> }) => {
  const { key } = await params;
  assertSameOrigin(request);
  await requireStaff(request);
  return success(await publishPost(key));
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods<{ params: Promise<{ key: string }> }>("POST");
