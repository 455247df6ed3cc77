import { handle, route } from "@/lib/api/route";
import { inviteAccount, listAccounts } from "@/lib/auth/account-admin";
import { inviteSchema } from "@/lib/auth/schemas";

export const dynamic = "force-dynamic";
const noStore = { "Cache-Control": "no-store" };

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Every account with its role and state (admins only). */
  GET: handle({ role: "admin" }, async () => Response.json({ accounts: await listAccounts() }, { headers: noStore })),
  /** An admin invites someone: the account and its one-time link (72 hours) by e-mail, through the outbox. */
  POST: handle(
    { sameOrigin: true, role: "admin", words: "staff.accountErrors", body: inviteSchema, limit: 1024 },
    async ({ request, staff, words, body }) =>
      Response.json(await inviteAccount(request, staff, body, words), { status: 201, headers: noStore }),
  ),
});
