import { recordStaffAccess } from "@/lib/access-log/record";
import { handle, route, success } from "@/lib/api/route";
import { actsAs, staffIdentity } from "@/lib/auth/staff-identity";
import { blogIssueText, deleteRefusalText, takenIdText } from "@/lib/blog/blog-payload";
import { parseBlogPayload } from "@/lib/blog/draft-body";
import { getLivePost, publicPostView } from "@/lib/blog/live-posts";
import { deletePost, savePost } from "@/lib/blog/publishing";
import { savePostSchema } from "@/lib/blog/schemas";
import { getStaffPost } from "@/lib/blog/staff-posts";
import { notFound } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";

// Staff and visitors get different responses from one address: read per request, never cached.
export const dynamic = "force-dynamic";

type KeyContext = RouteContext<"/api/blog-posts/[key]">;

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    GET: async (request, { params }: KeyContext) => {
      const { key } = await params;
      if (actsAs(await staffIdentity(request), "editor")) return success(await getStaffPost(key));
      const post = await getLivePost(key);
      if (!post) throw notFound("Blog post not found.");
      return success(publicPostView(post));
    },
    /** Save the draft; the API's `is_published` is an alias of Publish (1) and Unpublish (0). */
    PUT: handle({ sameOrigin: true, role: "editor" }, async ({ request, staff }, { params }: KeyContext) => {
      const { key } = await params;
      const input = await parseBlogPayload(request, savePostSchema, await readJson(request, 512 * 1024));
      const draft = { list: input.data_list, content: input.data_content, base: input.base_updated_at, id: input.id };
      const [taken, describe] = await Promise.all([takenIdText(request), blogIssueText(request)]);
      const post = await savePost(key, draft, taken, input.is_published, describe);
      await recordStaffAccess(request, staff, { action: "blog.save", target: `blog/${key}` });
      return success(post);
    }),
    /** Deletes a post nobody sees: 204; 409 (`{ message }`) while it is live or scheduled. */
    DELETE: handle({ sameOrigin: true, role: "editor" }, async ({ request, staff }, { params }: KeyContext) => {
      const { key } = await params;
      await deletePost(key, await deleteRefusalText(request));
      await recordStaffAccess(request, staff, { action: "blog.delete", target: `blog/${key}` });
      return new Response(null, { status: 204 });
    }),
  },
  "success",
);
