import { recordStaffAccess } from "@/lib/access-log/record";
import { handle, route, success } from "@/lib/api/route";
import { blogIssueText } from "@/lib/blog/blog-payload";
import { togglePublished } from "@/lib/blog/publishing";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** The old editor's Published checkbox: a live post is unpublished, any other is published (it goes live). */
    POST: handle(
      { sameOrigin: true, role: "editor" },
      async ({ request, staff }, { params }: RouteContext<"/api/blog-posts/[key]/toggle-published">) => {
        const { key } = await params;
        const post = await togglePublished(key, await blogIssueText(request));
        const action = post.is_live ? "blog.publish" : "blog.unpublish";
        await recordStaffAccess(request, staff, { action, target: `blog/${key}` });
        return success(post);
      },
    ),
  },
  "success",
);
