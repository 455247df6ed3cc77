import { accountWords } from "@/lib/auth/account-api";
import { setPasswordFromLink } from "@/lib/auth/password-links";
import { passwordLinkSchema } from "@/lib/auth/schemas";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { assertSameOrigin } from "@/lib/http/same-origin";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** An invite or reset link's form: sets the password (and an invitee's name); 410 for a used or late link. */
  POST: async (request) => {
    assertSameOrigin(request);
    const { errors } = await accountWords(request);
    const input = parse(passwordLinkSchema(errors), await readJson(request, 4096), { message: errors.invalid });
    await setPasswordFromLink(request, input, errors);
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  },
});
