import { readJson, parseWith } from "@/lib/http/read-body";
import { handleRoute } from "@/lib/http/respond";
import { newsletterFor } from "@/lib/leads/forms";
import { beginFormPost } from "@/lib/leads/request-context";
import { db } from "@/lib/db/client";
import { subscribeToNewsletter } from "@/lib/leads/subscribe";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

// Newsletter sign-up with explicit consent.
export const POST = handleRoute(async (request) => {
  const { locale, t } = await beginFormPost(request, "newsletter");
  const body = parseWith(newsletterFor(locale), await readJson(request), t("invalidForm"));
  const { created } = await subscribeToNewsletter(db(), body, locale);
  return Response.json({ ok: true, created }, { status: created ? 201 : 200 });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
