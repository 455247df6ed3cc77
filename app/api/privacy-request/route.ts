import { db } from "@/lib/db/client";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { privacyRequestFor } from "@/lib/leads/schemas";
import { beginFormPost } from "@/lib/leads/guard";
import { filePrivacyRequest } from "@/lib/privacy/request";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // A privacy request (PIPA arts. 35-37): 202, a verification e-mail queued (the same answer for any address).
  POST: async (request) => {
    const { locale, t } = await beginFormPost(request, "privacy");
    const body = parse(await privacyRequestFor(locale), await readJson(request), { message: t("invalidForm") });
    await filePrivacyRequest(db(), body, locale);
    return Response.json({ ok: true }, { status: 202 });
  },
});
