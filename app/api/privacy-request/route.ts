import { handle, route, visitorForm } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { privacyRequestFor } from "@/lib/leads/schemas";
import { filePrivacyRequest } from "@/lib/privacy/request";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // A privacy request (PIPA arts. 35-37): 202, a verification e-mail queued (the same answer for any address).
  POST: handle(visitorForm("privacy", privacyRequestFor), async ({ body, locale }) => {
    await filePrivacyRequest(db(), body, locale);
    return Response.json({ ok: true }, { status: 202 });
  }),
});
