import { requireStaffWrite } from "@/lib/auth/require-staff";
import { togglePublished } from "@/lib/blog/publishing";
import { route, success } from "@/lib/http/route";

type KeyContext = RouteContext<"/api/blog-posts/[key]/toggle-published">;

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** The old editor's Published checkbox: a live post is unpublished, any other is published (it goes live). */
    POST: async (request, { params }: KeyContext) => {
      const { key } = await params;
      await requireStaffWrite(request);
      return success(await togglePublished(key));
    },
  },
  "success",
);
