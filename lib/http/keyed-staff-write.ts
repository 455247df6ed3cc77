import "server-only";
import { recordStaffAccess, type AccessAction } from "@/lib/access-log/record";
import { requireStaffWrite } from "@/lib/auth/require-staff";
import { success } from "./route";

interface KeyContext {
  params: Promise<{ key: string }>;
}

/**
 * An editor's call (the blog's writes) on the item its `[key]` segment names, responding `{ success: true, data }` with
 * what `act` returns, and recorded in the access log as `action` (or the action the result shows it was) on `blog/{key}`.
 * The body, if any, is read inside `act`: only once the caller is known to be an editor.
 *   export const { GET, POST, PUT, PATCH, DELETE } = route({ POST: keyedStaffWrite("blog.unpublish", unpublishPost) }, "success");
 */
export function keyedStaffWrite<T>(
  action: AccessAction | ((result: T) => AccessAction),
  act: (key: string, request: Request) => Promise<T>,
) {
  return async (request: Request, { params }: KeyContext): Promise<Response> => {
    const { key } = await params;
    const staff = await requireStaffWrite(request, "editor");
    const result = await act(key, request);
    const done = typeof action === "function" ? action(result) : action;
    await recordStaffAccess(request, staff, { action: done, target: `blog/${key}` });
    return success(result);
  };
}
