import { twoFactorCodeSchema } from "@/lib/auth/schemas";
import { confirmTwoFactor } from "@/lib/auth/two-factor";
import { twoFactorCall, withSessionCookies } from "@/lib/auth/two-factor-api";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Confirms set-up with the app's current code: two-factor sign-in is in force from then on. */
  POST: async (request) => {
    const { staff, errors } = await twoFactorCall(request);
    const { code } = parse(twoFactorCodeSchema(errors), await readJson(request, 1024), { message: errors.invalid });
    return withSessionCookies({ ok: true }, await confirmTwoFactor(request, staff, code, errors));
  },
});
