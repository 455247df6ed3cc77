import { handle, route } from "@/lib/api/route";
import { twoFactorPasswordSchema } from "@/lib/auth/schemas";
import { startTwoFactor, stopTwoFactor, withSessionCookies } from "@/lib/auth/two-factor";

export const dynamic = "force-dynamic";

// Any signed-in account: an admin without a second factor is exactly who must reach the set-up.
const options = {
  sameOrigin: true,
  role: "signed-in",
  words: "staff.twoFactorErrors",
  body: twoFactorPasswordSchema,
  limit: 1024,
} as const;

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Starts set-up (password asked again): the QR code, the key and ten recovery codes, shown once. */
  POST: handle(options, async ({ request, staff, words, body }) =>
    Response.json(await startTwoFactor(request, staff, body.password, words), {
      headers: { "Cache-Control": "no-store" },
    }),
  ),
  /** Turns two-factor sign-in off (password asked again); admins keep it. */
  DELETE: handle(options, async ({ request, staff, words, body }) =>
    withSessionCookies({ ok: true }, await stopTwoFactor(request, staff, body.password, words)),
  ),
});
