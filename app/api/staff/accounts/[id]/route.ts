import { adminCall } from "@/lib/auth/account-api";
import { changeAccount } from "@/lib/auth/account-admin";
import { accountChangeSchema } from "@/lib/auth/schemas";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/staff/accounts/[id]">;

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** An admin changes an account's role or disables / enables it; the last admin stays (409). */
  PATCH: async (request, { params }: Context) => {
    const { admin, errors } = await adminCall(request, "write");
    const change = parse(accountChangeSchema(errors), await readJson(request, 1024), { message: errors.invalid });
    await changeAccount(request, admin, (await params).id, change, errors);
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  },
});
