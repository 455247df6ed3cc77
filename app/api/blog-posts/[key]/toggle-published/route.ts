import { blogIssueText } from "@/lib/blog/blog-payload";
import { togglePublished } from "@/lib/blog/publishing";
import type { StaffPostView } from "@/lib/blog/staff-view";
import { keyedStaffWrite } from "@/lib/http/keyed-staff-write";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** The old editor's Published checkbox: a live post is unpublished, any other is published (it goes live). */
    POST: keyedStaffWrite(
      (post: StaffPostView) => (post.is_live ? "blog.publish" : "blog.unpublish"),
      async (key, request) => togglePublished(key, await blogIssueText(request)),
    ),
  },
  "success",
);
