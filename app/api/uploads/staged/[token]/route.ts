import { assertSameOrigin } from "@/lib/http/same-origin";
import { discardStaged } from "@/lib/uploads/staging";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The visitor deleted a file they had staged: remove it now rather than at expiry. */
  DELETE: async (request, { params }: RouteContext<"/api/uploads/staged/[token]">) => {
    assertSameOrigin(request);
    await discardStaged((await params).token);
    return new Response(null, { status: 204 });
  },
});
