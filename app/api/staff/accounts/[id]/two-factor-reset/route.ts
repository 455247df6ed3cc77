import { handle, route } from "@/lib/api/route";
import { resetTwoFactor } from "@/lib/auth/two-factor";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** An admin takes another account's two-step sign-in away (lost phone and codes): it is signed out everywhere. */
  POST: handle(
    { sameOrigin: true, role: "admin", words: "staff.accountErrors" },
    async ({ request, staff, words }, { params }: RouteContext<"/api/staff/accounts/[id]/two-factor-reset">) => {
      await resetTwoFactor(request, staff, (await params).id, words);
      return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
    },
  ),
});
