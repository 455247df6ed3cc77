import { handle, route } from "@/lib/api/route";
import { unlockSignIn } from "@/lib/auth/account-admin";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** An admin lifts the sign-in lock that failed attempts put on an account (logged). */
  POST: handle(
    { sameOrigin: true, role: "admin", words: "staff.accountErrors" },
    async ({ request, staff, words }, { params }: RouteContext<"/api/staff/accounts/[id]/unlock">) => {
      await unlockSignIn(request, staff, (await params).id, words);
      return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
    },
  ),
});
