import { requireStaffWrite } from "@/lib/auth/require-staff";
import { unpublishPost } from "@/lib/blog/publishing";
import { route, success } from "@/lib/http/route";

type KeyContext = RouteContext<"/api/blog-posts/[key]/unpublish">;

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** Unpublish: visitors no longer see the post, anywhere, within a second; the draft is kept. */
    POST: async (request, { params }: KeyContext) => {
      const { key } = await params;
      await requireStaffWrite(request);
      return success(await unpublishPost(key));
    },
  },
  "success",
);
