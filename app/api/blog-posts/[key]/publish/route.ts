import { requireStaff } from "@/lib/auth/require-staff";
import { publishPost } from "@/lib/blog/staff-posts";
import { handleApiRoute, success } from "@/lib/http/api-route";
import { assertSameOrigin } from "@/lib/http/same-origin";

/** "Publish to Prod": the draft becomes the live version; the public pages refresh at once. */
export const POST = handleApiRoute(async (request, { params }: { params: Promise<{ key: string }> }) => {
  const { key } = await params;
  assertSameOrigin(request);
  await requireStaff(request);
  return success(await publishPost(key));
});
