import { requireStaff, staffSessionId } from "@/lib/auth/require-staff";
import { parseBlogPayload } from "@/lib/blog/blog-payload";
import { getLivePost } from "@/lib/blog/live-posts";
import { savePost } from "@/lib/blog/publishing";
import { publicPostView } from "@/lib/blog/public-view";
import { savePostSchema } from "@/lib/blog/schemas";
import { getStaffPost } from "@/lib/blog/staff-posts";
import { handleApiRoute, success } from "@/lib/http/api-route";
import { notFound } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

// Staff and visitors get different answers from one address: read per request, never cached.
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

/** Save the draft; the API's `is_published` is an alias of Publish (1) and Unpublish (0). */
export const PUT = handleApiRoute(async (request, { params }: KeyContext) => {
  const { key } = await params;
  assertSameOrigin(request);
  await requireStaff(request);
  const body = await readJson(request, 512 * 1024);
  const input = parseBlogPayload(savePostSchema, body, request);
  return success(await savePost(key, { list: input.data_list, content: input.data_content }, input.is_published));
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { POST, PATCH, DELETE } = refuseOtherMethods<KeyContext>("GET", "PUT");
