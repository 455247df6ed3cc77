import { togglePublished } from "@/lib/blog/publishing";
import { keyedStaffWrite } from "@/lib/http/keyed-staff-write";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** The old editor's Published checkbox: a live post is unpublished, any other is published (it goes live). */
    POST: keyedStaffWrite((post) => (post.is_live ? "blog.publish" : "blog.unpublish"), togglePublished),
  },
  "success",
);
