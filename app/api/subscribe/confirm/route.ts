import { handle, linkTokenForm, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { confirmSubscription } from "@/lib/leads/subscribe";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // The confirmation page's button: 200 subscribed, 410 for an unknown, used-up or late link.
  POST: handle(linkTokenForm("newsletter"), async ({ body, messages }) => {
    if (!(await confirmSubscription(db(), body.token)))
      throw new HttpError(410, messages.forms.newsletter.confirm.gone);
    return Response.json({ ok: true });
  }),
});
