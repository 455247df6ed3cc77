import { handle, linkTokenForm, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { verifyPrivacyRequest } from "@/lib/privacy/request";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // The verification page's button: 200 filed (with the due date), 410 for an unknown or late link.
  POST: handle(linkTokenForm("privacy"), async ({ body, messages }) => {
    const outcome = await verifyPrivacyRequest(db(), body.token);
    if (!outcome.ok) throw new HttpError(410, messages.privacyRequest.verify.gone);
    return Response.json({ ok: true, dueAt: outcome.dueAt.toISOString() });
  }),
});
