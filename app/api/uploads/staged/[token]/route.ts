import { handle, route } from "@/lib/api/route";
import { assertUploadRate } from "@/lib/uploads/rate-limits";
import { discardStaged, isStaged } from "@/lib/uploads/staging";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /**
   * Whether a staged file is still there to claim (`{ staged: false }`: expired, swept, deleted or claimed):
   * the wizard asks for each file it restores after a reload, so the visitor learns before the submit.
   * A 200 either way: a gone file is an expected answer, not an error in the visitor's console.
   */
  GET: handle({ sameOrigin: true }, async ({ request }, { params }: RouteContext<"/api/uploads/staged/[token]">) => {
    await assertUploadRate(request, "check");
    const found = await isStaged((await params).token);
    return Response.json({ staged: found }, { headers: { "Cache-Control": "no-store" } });
  }),
  /** The visitor deleted a file they had staged: remove it now rather than at expiry. */
  DELETE: handle({ sameOrigin: true }, async (_call, { params }: RouteContext<"/api/uploads/staged/[token]">) => {
    await discardStaged((await params).token);
    return new Response(null, { status: 204 });
  }),
});
