import { accountWords } from "@/lib/auth/account-api";
import { requestPasswordReset } from "@/lib/auth/password-links";
import { resetRequestSchema } from "@/lib/auth/schemas";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { assertSameOrigin } from "@/lib/http/same-origin";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** "Forgot your password": the same 202 whether or not the address has an account; 429 like sign-in. */
  POST: async (request) => {
    assertSameOrigin(request);
    const { errors, locale } = await accountWords(request);
    const { email } = parse(resetRequestSchema(errors), await readJson(request, 1024), { message: errors.invalid });
    await requestPasswordReset(request, email, locale);
    return Response.json({ ok: true }, { status: 202, headers: { "Cache-Control": "no-store" } });
  },
});
