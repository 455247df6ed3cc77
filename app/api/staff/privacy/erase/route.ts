import { recordStaffAccess } from "@/lib/access-log/record";
import { requireStaffWrite } from "@/lib/auth/require-staff";
import { db } from "@/lib/db/client";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { eraseHoldings } from "@/lib/privacy/erase";
import { parseSubject } from "@/lib/privacy/staff-api";
import { subjectTarget } from "@/lib/validation/privacy-subject";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Admins: erases everything held about `{ email?, phone? }`, files included; logged with the counts. */
  POST: async (request) => {
    const admin = await requireStaffWrite(request, "admin");
    const subject = await parseSubject(request, await readJson(request, 4096));
    const erased = await eraseHoldings(db(), subject);
    await recordStaffAccess(request, admin, {
      action: "privacy.erase",
      target: subjectTarget(subject),
      detail: { ...erased },
    });
    return Response.json({ ok: true, erased });
  },
});
