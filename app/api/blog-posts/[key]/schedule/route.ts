import { requireStaffWrite } from "@/lib/auth/require-staff";
import { blogIssueText } from "@/lib/blog/blog-payload";
import { parse } from "@/lib/http/parse";
import { cancelSchedule, schedulePost } from "@/lib/blog/publishing";
import { scheduleRequestSchema } from "@/lib/blog/schemas";
import { readJson } from "@/lib/http/read-body";
import { route, success } from "@/lib/http/route";

type KeyContext = RouteContext<"/api/blog-posts/[key]/schedule">;

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** Schedule: `{ at, data_list?, data_content? }`; the draft goes live by itself at `at`. */
    POST: async (request, { params }: KeyContext) => {
      const { key } = await params;
      await requireStaffWrite(request);
      const input = parse(scheduleRequestSchema, await readJson(request, 512 * 1024), {
        describe: await blogIssueText(request),
      });
      const draft =
        input.data_list && input.data_content ? { list: input.data_list, content: input.data_content } : undefined;
      return success(await schedulePost(key, input.at, draft));
    },
    /** Withdraws the schedule. */
    DELETE: async (request, { params }: KeyContext) => {
      const { key } = await params;
      await requireStaffWrite(request);
      return success(await cancelSchedule(key));
    },
  },
  "success",
);
