import { recordStaffAccess } from "@/lib/access-log/record";
import { handle, route, success } from "@/lib/api/route";
import { blogIssueText } from "@/lib/blog/blog-payload";
import { parseBlogPayload } from "@/lib/blog/draft-body";
import { cancelSchedule, schedulePost } from "@/lib/blog/publishing";
import { scheduleRequestSchema } from "@/lib/blog/schemas";
import { readJson } from "@/lib/http/read-body";

type KeyContext = RouteContext<"/api/blog-posts/[key]/schedule">;

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** Schedule: `{ at, data_list?, data_content? }`; the draft goes live by itself at `at`. */
    POST: handle({ sameOrigin: true, role: "editor" }, async ({ request, staff }, { params }: KeyContext) => {
      const { key } = await params;
      const input = await parseBlogPayload(request, scheduleRequestSchema, await readJson(request, 512 * 1024));
      const draft =
        input.data_list && input.data_content
          ? { list: input.data_list, content: input.data_content, base: input.base_updated_at }
          : undefined;
      const post = await schedulePost(key, input.at, draft, await blogIssueText(request));
      await recordStaffAccess(request, staff, { action: "blog.schedule", target: `blog/${key}` });
      return success(post);
    }),
    /** Withdraws the schedule. */
    DELETE: handle({ sameOrigin: true, role: "editor" }, async ({ request, staff }, { params }: KeyContext) => {
      const { key } = await params;
      const post = await cancelSchedule(key);
      await recordStaffAccess(request, staff, { action: "blog.schedule-cancel", target: `blog/${key}` });
      return success(post);
    }),
  },
  "success",
);
