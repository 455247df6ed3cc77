import { unpublishPost } from "@/lib/blog/publishing";
import { keyedStaffWrite } from "@/lib/http/keyed-staff-write";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** Unpublish: visitors no longer see the post, anywhere, within a second; the draft is kept. */
    POST: keyedStaffWrite("blog.unpublish", unpublishPost),
  },
  "success",
);
