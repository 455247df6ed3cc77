import { recordStaffAccess } from "@/lib/access-log/record";
import { requireStaffWrite } from "@/lib/auth/require-staff";
import { db } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { loadMessages } from "@/lib/i18n/messages";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import { parseSubject } from "@/lib/privacy/staff-api";
import { stopMarketing } from "@/lib/privacy/stop-marketing";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Admins: no more marketing to `{ email }` (the suppression list, from now); logged. */
  POST: async (request) => {
    const admin = await requireStaffWrite(request, "admin");
    const subject = await parseSubject(request, await readJson(request, 4096));
    if (!subject.email) {
      const words = (await loadMessages(localeFromRequest(request))).staff.privacy.errors;
      throw new HttpError(400, words.invalid, { email: [words.suppressNeedsEmail] });
    }
    const result = await stopMarketing(db(), subject.email);
    await recordStaffAccess(request, admin, { action: "privacy.suppress", target: subject.email, detail: result });
    return Response.json({ ok: true, ...result });
  },
});
