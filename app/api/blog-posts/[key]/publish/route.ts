import { blogIssueText } from "@/lib/blog/blog-payload";
import { readDraftBody } from "@/lib/blog/draft-body";
import { publishPost } from "@/lib/blog/publishing";
import { keyedStaffWrite } from "@/lib/http/keyed-staff-write";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /**
     * Publish (the old editor's "Publish to Prod"): the draft, saved first when the body carries one, becomes
     * what visitors see, everywhere within a second. It returns success only once the post is live.
     */
    POST: keyedStaffWrite("blog.publish", async (key, request) =>
      publishPost(key, await readDraftBody(request), await blogIssueText(request)),
    ),
  },
  "success",
);
