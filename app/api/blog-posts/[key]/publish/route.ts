import { requireStaffWrite } from "@/lib/auth/require-staff";
import { readDraftBody } from "@/lib/blog/draft-body";
import { publishPost } from "@/lib/blog/publishing";
import { route, success } from "@/lib/http/route";

type KeyContext = RouteContext<"/api/blog-posts/[key]/publish">;

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /**
     * Publish (the old editor's "Publish to Prod"): the draft, saved first when the body carries one, becomes
     * what visitors see, everywhere within a second. It answers success only once the post is live.
     */
    POST: async (request, { params }: KeyContext) => {
      const { key } = await params;
      await requireStaffWrite(request);
      return success(await publishPost(key, await readDraftBody(request)));
    },
  },
  "success",
);
