import { recordStaffAccess } from "@/lib/access-log/record";
import { handle, route, success } from "@/lib/api/route";
import { actsAs, staffIdentity } from "@/lib/auth/staff-identity";
import { takenIdText } from "@/lib/blog/blog-payload";
import { parseBlogPayload } from "@/lib/blog/draft-body";
import { listLivePosts, publicListView } from "@/lib/blog/live-posts";
import { createPostSchema } from "@/lib/blog/schemas";
import { createPost, listAllPosts } from "@/lib/blog/staff-posts";
import { readJson } from "@/lib/http/read-body";

// Staff and visitors get different responses from one address: read per request, never cached.
export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** Editors get every post with its draft and state; visitors the live posts. */
    GET: async (request) => {
      if (actsAs(await staffIdentity(request), "editor")) return success(await listAllPosts());
      return success((await listLivePosts()).map(publicListView));
    },
    /** Create: a draft nobody sees until it is published. */
    POST: handle({ sameOrigin: true, role: "editor" }, async ({ request, staff }) => {
      const body = await readJson(request, 512 * 1024);
      const post = await createPost(
        await parseBlogPayload(request, createPostSchema, body),
        await takenIdText(request),
      );
      await recordStaffAccess(request, staff, { action: "blog.create", target: `blog/${post.id}` });
      return success(post, { status: 201 });
    }),
  },
  "success",
);
