import { recordStaffAccess } from "@/lib/access-log/record";
import { handle, route, success } from "@/lib/api/route";
import { unpublishPost } from "@/lib/blog/publishing";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** Unpublish: visitors no longer see the post, anywhere, within a second; the draft is kept. */
    POST: handle(
      { sameOrigin: true, role: "editor" },
      async ({ request, staff }, { params }: RouteContext<"/api/blog-posts/[key]/unpublish">) => {
        const { key } = await params;
        const post = await unpublishPost(key);
        await recordStaffAccess(request, staff, { action: "blog.unpublish", target: `blog/${key}` });
        return success(post);
      },
    ),
  },
  "success",
);
