import { handleRoute } from "@/lib/http/respond";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { discardStaged } from "@/lib/uploads/staging";

/** The visitor deleted a file they had staged: remove it now rather than at expiry. */
export const DELETE = handleRoute(async (request, { params }: { params: Promise<{ token: string }> }) => {
  assertSameOrigin(request);
  await discardStaged((await params).token);
  return new Response(null, { status: 204 });
});
