import { handle, route } from "@/lib/api/route";
import { twoFactorCodeSchema } from "@/lib/auth/schemas";
import { confirmTwoFactor, withSessionCookies } from "@/lib/auth/two-factor";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Confirms set-up with the app's current code: two-factor sign-in is in force from then on. */
  POST: handle(
    { sameOrigin: true, role: "signed-in", words: "staff.twoFactorErrors", body: twoFactorCodeSchema, limit: 1024 },
    async ({ request, staff, words, body }) =>
      withSessionCookies({ ok: true }, await confirmTwoFactor(request, staff, body.code, words)),
  ),
});
