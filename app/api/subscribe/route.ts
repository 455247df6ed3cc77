import { readJson } from "@/lib/http/read-body";
import { parse } from "@/lib/http/parse";
import { newsletterFor } from "@/lib/leads/forms";
import { beginFormPost } from "@/lib/leads/request-context";
import { db } from "@/lib/db/client";
import { subscribeToNewsletter } from "@/lib/leads/subscribe";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // Newsletter sign-up with explicit consent.
  POST: async (request) => {
    const { locale, t } = await beginFormPost(request, "newsletter");
    const body = parse(await newsletterFor(locale), await readJson(request), { message: t("invalidForm") });
    const { created } = await subscribeToNewsletter(db(), body, locale);
    return Response.json({ ok: true, created }, { status: created ? 201 : 200 });
  },
});
