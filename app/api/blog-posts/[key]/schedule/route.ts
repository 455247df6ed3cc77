import { blogIssueText } from "@/lib/blog/blog-payload";
import { parseBlogPayload } from "@/lib/blog/draft-body";
import { cancelSchedule, schedulePost } from "@/lib/blog/publishing";
import { scheduleRequestSchema } from "@/lib/blog/schemas";
import { keyedStaffWrite } from "@/lib/http/keyed-staff-write";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** Schedule: `{ at, data_list?, data_content? }`; the draft goes live by itself at `at`. */
    POST: keyedStaffWrite("blog.schedule", async (key, request) => {
      const input = await parseBlogPayload(request, scheduleRequestSchema, await readJson(request, 512 * 1024));
      const draft =
        input.data_list && input.data_content
          ? { list: input.data_list, content: input.data_content, base: input.base_updated_at }
          : undefined;
      return schedulePost(key, input.at, draft, await blogIssueText(request));
    }),
    /** Withdraws the schedule. */
    DELETE: keyedStaffWrite("blog.schedule-cancel", cancelSchedule),
  },
  "success",
);
