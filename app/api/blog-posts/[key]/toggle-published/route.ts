import { requireStaff } from "@/lib/auth/require-staff";
import { togglePublished } from "@/lib/blog/publishing";
import { handleApiRoute, success } from "@/lib/http/api-route";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

type KeyContext = { params: Promise<{ key: string }> };

/** The old editor's Published checkbox: a live post is unpublished, any other is published (it goes live). */
export const POST = handleApiRoute(async (request, { params }: KeyContext) => {
  const { key } = await params;
  assertSameOrigin(request);
  await requireStaff(request);
  return success(await togglePublished(key));
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods<KeyContext>("POST");
