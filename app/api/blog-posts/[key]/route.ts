import { requireStaff, staffSessionId } from "@/lib/auth/require-staff";
import { getLivePost } from "@/lib/blog/live-posts";
import { parsePayload } from "@/lib/blog/parse-payload";
import { publicPostView } from "@/lib/blog/public-view";
import { savePostSchema } from "@/lib/blog/schemas";
import { getStaffPost, savePost } from "@/lib/blog/staff-posts";
import { handleApiRoute, success } from "@/lib/http/api-route";
import { notFound } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

export const dynamic = "force-dynamic";

interface KeyContext {
  params: Promise<{ key: string }>;
}

export const GET = handleApiRoute(async (request, { params }: KeyContext) => {
  const { key } = await params;
  if (await staffSessionId(request)) return success(await getStaffPost(key));
  const post = await getLivePost(key);
  if (!post) throw notFound("Blog post not found.");
  return success(publicPostView(post));
});

export const PUT = handleApiRoute(async (request, { params }: KeyContext) => {
  const { key } = await params;
  assertSameOrigin(request);
  await requireStaff(request);
  const body = await readJson(request, 512 * 1024);
  return success(await savePost(key, parsePayload(savePostSchema, body)));
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { POST, PATCH, DELETE } = refuseOtherMethods<{ params: Promise<{ key: string }> }>("GET", "PUT");
