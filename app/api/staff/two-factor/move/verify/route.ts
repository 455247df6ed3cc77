import { handle, route } from "@/lib/api/route";
import { twoFactorCodeSchema } from "@/lib/auth/schemas";
import { confirmMove } from "@/lib/auth/two-factor";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Confirms the move with the new app's current code: from then on only the new phone's codes sign in. */
  POST: handle(
    { sameOrigin: true, role: "signed-in", words: "staff.twoFactorErrors", body: twoFactorCodeSchema, limit: 1024 },
    async ({ request, staff, words, body }) => {
      await confirmMove(request, staff, body.code, words);
      return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
    },
  ),
});
