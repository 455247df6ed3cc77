import { handle, route, success } from "@/lib/api/route";
import { postIdTaken } from "@/lib/blog/staff-posts";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** Whether another post holds an address (case ignored, as a save refuses it): 200 `{ taken }` either way. */
    GET: handle({ role: "editor" }, async (_, { params }: RouteContext<"/api/blog-posts/[key]/availability">) =>
      success({ taken: await postIdTaken((await params).key) }),
    ),
  },
  "success",
);
