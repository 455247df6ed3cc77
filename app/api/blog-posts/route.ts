import { requireStaff, staffSessionId } from "@/lib/auth/require-staff";
import { parseBlogPayload } from "@/lib/blog/blog-payload";
import { listLivePosts } from "@/lib/blog/live-posts";
import { createPostSchema } from "@/lib/blog/schemas";
import { createPost, listAllPosts } from "@/lib/blog/staff-posts";
import { publicListView } from "@/lib/blog/public-view";
import { handleApiRoute, success } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

// Staff and visitors get different answers from one address: read per request, never cached.
export const dynamic = "force-dynamic";

/** Staff get every post with its draft and state; visitors the live posts. */
export const GET = handleApiRoute(async (request) => {
  if (await staffSessionId(request)) return success(await listAllPosts());
  return success((await listLivePosts()).map(publicListView));
});

/** Create: a draft nobody sees until it is published. */
export const POST = handleApiRoute(async (request) => {
  assertSameOrigin(request);
  await requireStaff(request);
  const body = await readJson(request, 512 * 1024);
  return success(await createPost(parseBlogPayload(createPostSchema, body, request)), { status: 201 });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
