import { recordStaffAccess } from "@/lib/access-log/record";
import { requireStaffRole } from "@/lib/auth/require-staff";
import { db } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { findHoldings, holdingCounts } from "@/lib/privacy/holdings";
import { parseSubject } from "@/lib/privacy/staff-api";
import { subjectTarget } from "@/lib/validation/privacy-subject";
import { queryObject } from "@/lib/submissions/filters";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Admins: what is held about ?email= and/or ?phone= (counts and the inbox entries found); logged. */
  GET: async (request) => {
    const admin = await requireStaffRole(request, "admin");
    const subject = await parseSubject(request, queryObject(new URL(request.url).searchParams));
    const holdings = await findHoldings(db(), subject);
    const counts = holdingCounts(holdings);
    await recordStaffAccess(request, admin, {
      action: "privacy.lookup",
      target: subjectTarget(subject),
      detail: counts,
    });
    const submissions = holdings.submissions.map(({ entry }) => ({
      kind: entry.kind,
      sourceId: entry.sourceId,
      form: entry.form,
      receivedAt: entry.receivedAt,
    }));
    return Response.json({ subject, counts, submissions });
  },
});
