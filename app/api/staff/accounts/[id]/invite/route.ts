import { handle, route } from "@/lib/api/route";
import { resendInvite } from "@/lib/auth/account-admin";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** A new invite link for an account that has not set its password yet. */
  POST: handle(
    { sameOrigin: true, role: "admin", words: "staff.accountErrors" },
    async ({ request, staff, words }, { params }: RouteContext<"/api/staff/accounts/[id]/invite">) => {
      await resendInvite(request, staff, (await params).id, words);
      return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
    },
  ),
});
