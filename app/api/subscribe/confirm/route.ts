import { db } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { loadMessages } from "@/lib/i18n/messages";
import { beginFormPost } from "@/lib/leads/guard";
import { confirmSubscription } from "@/lib/leads/subscribe";
import { linkTokenSchema } from "@/lib/validation/newsletter";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // The confirmation page's button: 200 subscribed, 410 for an unknown, used-up or late link.
  POST: async (request) => {
    const { locale, t } = await beginFormPost(request, "newsletter");
    const { token } = parse(linkTokenSchema, await readJson(request, 4096), { message: t("invalidForm") });
    if (!(await confirmSubscription(db(), token))) {
      throw new HttpError(410, (await loadMessages(locale)).forms.newsletter.confirm.gone);
    }
    return Response.json({ ok: true });
  },
});
