import { adminCall } from "@/lib/auth/account-api";
import { resendInvite } from "@/lib/auth/account-admin";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/staff/accounts/[id]/invite">;

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** A new invite link for an account that has not set its password yet. */
  POST: async (request, { params }: Context) => {
    const { admin, errors } = await adminCall(request, "write");
    await resendInvite(request, admin, (await params).id, errors);
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  },
});
