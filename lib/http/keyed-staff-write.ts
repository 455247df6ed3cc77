import "server-only";
import { requireStaffWrite } from "@/lib/auth/require-staff";
import { success } from "./route";

interface KeyContext {
  params: Promise<{ key: string }>;
}

/**
 * An editor's call (the blog's writes) on the item its `[key]` segment names, responding `{ success: true, data }` with
 * what `act` returns. The body, if any, is read inside `act`: only once the caller is known to be an editor.
 *   export const { GET, POST, PUT, PATCH, DELETE } = route({ POST: keyedStaffWrite(unpublishPost) }, "success");
 */
export function keyedStaffWrite(act: (key: string, request: Request) => Promise<unknown>) {
  return async (request: Request, { params }: KeyContext): Promise<Response> => {
    const { key } = await params;
    await requireStaffWrite(request, "editor");
    return success(await act(key, request));
  };
}
