import { recordStaffAccess } from "@/lib/access-log/record";
import { handle, route, success } from "@/lib/api/route";
import { blogIssueText } from "@/lib/blog/blog-payload";
import { readDraftBody } from "@/lib/blog/draft-body";
import { publishPost } from "@/lib/blog/publishing";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /**
     * Publish (the old editor's "Publish to Prod"): the draft, saved first when the body carries one, becomes
     * what visitors see, everywhere within a second. It returns success only once the post is live.
     */
    POST: handle(
      { sameOrigin: true, role: "editor" },
      async ({ request, staff }, { params }: RouteContext<"/api/blog-posts/[key]/publish">) => {
        const { key } = await params;
        const post = await publishPost(key, await readDraftBody(request), await blogIssueText(request));
        await recordStaffAccess(request, staff, { action: "blog.publish", target: `blog/${key}` });
        return success(post);
      },
    ),
  },
  "success",
);
