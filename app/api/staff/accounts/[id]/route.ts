import { handle, route } from "@/lib/api/route";
import { changeAccount } from "@/lib/auth/account-admin";
import { accountChangeSchema } from "@/lib/auth/schemas";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** An admin changes an account's role or disables / enables it; the last admin stays (409). */
  PATCH: handle(
    { sameOrigin: true, role: "admin", words: "staff.accountErrors", body: accountChangeSchema, limit: 1024 },
    async ({ request, staff, words, body }, { params }: RouteContext<"/api/staff/accounts/[id]">) => {
      await changeAccount(request, staff, (await params).id, body, words);
      return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
    },
  ),
});
