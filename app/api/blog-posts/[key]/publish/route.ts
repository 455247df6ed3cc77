import { requireStaff } from "@/lib/auth/require-staff";
import { readDraftBody } from "@/lib/blog/draft-body";
import { publishPost } from "@/lib/blog/publishing";
import { handleApiRoute, success } from "@/lib/http/api-route";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

type KeyContext = { params: Promise<{ key: string }> };

/**
 * Publish (the old editor's "Publish to Prod"): the draft, saved first when the body carries one, becomes
 * what visitors see, everywhere within a second. It answers success only once the post is live.
 */
export const POST = handleApiRoute(async (request, { params }: KeyContext) => {
  const { key } = await params;
  assertSameOrigin(request);
  await requireStaff(request);
  return success(await publishPost(key, await readDraftBody(request)));
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods<KeyContext>("POST");
