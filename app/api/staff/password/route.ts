import { handle, route } from "@/lib/api/route";
import { setPasswordFromLink } from "@/lib/auth/password-links";
import { passwordLinkSchema } from "@/lib/auth/schemas";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** An invite or reset link's form: sets the password (and an invitee's name); 410 for a used or late link. */
  POST: handle(
    { sameOrigin: true, words: "staff.accountErrors", body: passwordLinkSchema, limit: 4096 },
    async ({ request, body, words }) => {
      await setPasswordFromLink(request, body, words);
      return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
    },
  ),
});
