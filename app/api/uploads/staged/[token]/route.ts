import { handleRoute } from "@/lib/http/respond";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { discardStaged } from "@/lib/uploads/staging";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

/** The visitor deleted a file they had staged: remove it now rather than at expiry. */
export const DELETE = handleRoute(async (request, { params }: { params: Promise<{ token: string }> }) => {
  assertSameOrigin(request);
  await discardStaged((await params).token);
  return new Response(null, { status: 204 });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { GET, POST, PUT, PATCH } = refuseOtherMethods<{ params: Promise<{ token: string }> }>("DELETE");
