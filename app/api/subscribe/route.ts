import { handle, route, visitorForm } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { newsletterFor } from "@/lib/leads/schemas";
import { subscribeToNewsletter } from "@/lib/leads/subscribe";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // Newsletter sign-up with both consents: 202, a confirmation e-mail queued (the same answer for any address).
  POST: handle(visitorForm("newsletter", newsletterFor), async ({ body, locale }) => {
    await subscribeToNewsletter(db(), body, locale);
    return Response.json({ ok: true }, { status: 202 });
  }),
});
