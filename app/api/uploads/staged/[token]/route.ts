import { handle, route } from "@/lib/api/route";
import { discardStaged } from "@/lib/uploads/staging";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The visitor deleted a file they had staged: remove it now rather than at expiry. */
  DELETE: handle({ sameOrigin: true }, async (_call, { params }: RouteContext<"/api/uploads/staged/[token]">) => {
    await discardStaged((await params).token);
    return new Response(null, { status: 204 });
  }),
});
