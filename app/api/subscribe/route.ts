import { readJson } from "@/lib/http/read-body";
import { parse } from "@/lib/http/parse";
import { newsletterFor } from "@/lib/leads/schemas";
import { beginFormPost } from "@/lib/leads/guard";
import { db } from "@/lib/db/client";
import { subscribeToNewsletter } from "@/lib/leads/subscribe";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // Newsletter sign-up with both consents: 202, a confirmation e-mail queued (the same answer for any address).
  POST: async (request) => {
    const { locale, t } = await beginFormPost(request, "newsletter");
    const body = parse(await newsletterFor(locale), await readJson(request), { message: t("invalidForm") });
    await subscribeToNewsletter(db(), body, locale);
    return Response.json({ ok: true }, { status: 202 });
  },
});
