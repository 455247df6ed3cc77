import { adminCall } from "@/lib/auth/account-api";
import { inviteAccount, listAccounts } from "@/lib/auth/account-admin";
import { inviteSchema } from "@/lib/auth/schemas";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
const noStore = { "Cache-Control": "no-store" };

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Every account with its role and state (admins only). */
  GET: async (request) => {
    await adminCall(request, "read");
    return Response.json({ accounts: await listAccounts() }, { headers: noStore });
  },
  /** An admin invites someone: the account and its one-time link (72 hours) by e-mail, through the outbox. */
  POST: async (request) => {
    const { admin, errors } = await adminCall(request, "write");
    const input = parse(inviteSchema(errors), await readJson(request, 1024), { message: errors.invalid });
    return Response.json(await inviteAccount(request, admin, input, errors), { status: 201, headers: noStore });
  },
});
