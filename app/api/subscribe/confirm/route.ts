import { handle, route, visitorForm } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { confirmSubscription } from "@/lib/leads/subscribe";
import { linkTokenSchema } from "@/lib/validation/newsletter";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // The confirmation page's button: 200 subscribed, 410 for an unknown, used-up or late link.
  POST: handle(
    {
      ...visitorForm("newsletter"),
      body: linkTokenSchema,
      limit: 4096,
    },
    async ({ body, messages }) => {
      if (!(await confirmSubscription(db(), body.token)))
        throw new HttpError(410, messages.forms.newsletter.confirm.gone);
      return Response.json({ ok: true });
    },
  ),
});
