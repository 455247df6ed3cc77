import { twoFactorPasswordSchema } from "@/lib/auth/schemas";
import { startTwoFactor, stopTwoFactor } from "@/lib/auth/two-factor";
import { twoFactorCall, withSessionCookies } from "@/lib/auth/two-factor-api";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Starts set-up (password asked again): the QR code, the key and ten recovery codes, shown once. */
  POST: async (request) => {
    const { staff, errors } = await twoFactorCall(request);
    const { password } = parse(twoFactorPasswordSchema(errors), await readJson(request, 1024), {
      message: errors.invalid,
    });
    return Response.json(await startTwoFactor(request, staff, password, errors), {
      headers: { "Cache-Control": "no-store" },
    });
  },
  /** Turns two-factor sign-in off (password asked again); admins keep it. */
  DELETE: async (request) => {
    const { staff, errors } = await twoFactorCall(request);
    const { password } = parse(twoFactorPasswordSchema(errors), await readJson(request, 1024), {
      message: errors.invalid,
    });
    return withSessionCookies({ ok: true }, await stopTwoFactor(request, staff, password, errors));
  },
});
