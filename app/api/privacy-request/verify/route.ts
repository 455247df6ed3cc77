import { db } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { loadMessages } from "@/lib/i18n/messages";
import { beginFormPost } from "@/lib/leads/guard";
import { verifyPrivacyRequest } from "@/lib/privacy/request";
import { linkTokenSchema } from "@/lib/validation/newsletter";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // The verification page's button: 200 filed (with the due date), 410 for an unknown or late link.
  POST: async (request) => {
    const { locale, t } = await beginFormPost(request, "privacy");
    const { token } = parse(linkTokenSchema, await readJson(request, 4096), { message: t("invalidForm") });
    const outcome = await verifyPrivacyRequest(db(), token);
    if (!outcome.ok) throw new HttpError(410, (await loadMessages(locale)).privacyRequest.verify.gone);
    return Response.json({ ok: true, dueAt: outcome.dueAt.toISOString() });
  },
});
