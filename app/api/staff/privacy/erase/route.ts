import { recordStaffAccess } from "@/lib/access-log/record";
import { handle, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { eraseHoldings } from "@/lib/privacy/erase";
import { privacySubjectSchema, subjectTarget } from "@/lib/validation/privacy-subject";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Admins: erases everything held about `{ email?, phone? }`, files included; logged with the counts. */
  POST: handle(
    { sameOrigin: true, role: "admin", words: "staff.privacy.errors", body: privacySubjectSchema, limit: 4096 },
    async ({ request, staff, body: subject }) => {
      const erased = await eraseHoldings(db(), subject);
      const entry = { action: "privacy.erase", target: subjectTarget(subject), detail: { ...erased } } as const;
      await recordStaffAccess(request, staff, entry);
      return Response.json({ ok: true, erased });
    },
  ),
});
