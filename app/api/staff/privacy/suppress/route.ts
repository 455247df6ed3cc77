import { recordStaffAccess } from "@/lib/access-log/record";
import { handle, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { kickOutbox } from "@/lib/mail/start";
import { stopMarketing } from "@/lib/privacy/stop-marketing";
import { privacySubjectSchema } from "@/lib/validation/privacy-subject";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Admins: no more marketing to `{ email }` (the suppression list, from now), the person told so; logged. */
  POST: handle(
    { sameOrigin: true, role: "admin", words: "staff.privacy.errors", body: privacySubjectSchema, limit: 4096 },
    async ({ request, staff, words, body: { email } }) => {
      if (!email) throw new HttpError(400, words.invalid, { email: [words.suppressNeedsEmail] });
      const result = await stopMarketing(db(), email);
      kickOutbox();
      await recordStaffAccess(request, staff, { action: "privacy.suppress", target: email, detail: result });
      return Response.json({ ok: true, ...result });
    },
  ),
});
