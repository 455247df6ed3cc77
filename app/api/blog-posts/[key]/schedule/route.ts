import { requireStaff } from "@/lib/auth/require-staff";
import { parseBlogPayload } from "@/lib/blog/blog-payload";
import { cancelSchedule, schedulePost } from "@/lib/blog/publishing";
import { scheduleRequestSchema } from "@/lib/blog/schemas";
import { handleApiRoute, success } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

type KeyContext = { params: Promise<{ key: string }> };

/** Schedule: `{ at, data_list?, data_content? }`; the draft goes live by itself at `at`. */
export const POST = handleApiRoute(async (request, { params }: KeyContext) => {
  const { key } = await params;
  assertSameOrigin(request);
  await requireStaff(request);
  const input = parseBlogPayload(scheduleRequestSchema, await readJson(request, 512 * 1024), request);
  const draft =
    input.data_list && input.data_content ? { list: input.data_list, content: input.data_content } : undefined;
  return success(await schedulePost(key, input.at, draft));
});

/** Withdraws the schedule. */
export const DELETE = handleApiRoute(async (request, { params }: KeyContext) => {
  const { key } = await params;
  assertSameOrigin(request);
  await requireStaff(request);
  return success(await cancelSchedule(key));
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { GET, PUT, PATCH } = refuseOtherMethods<KeyContext>("POST", "DELETE");
