import { recordStaffAccess } from "@/lib/access-log/record";
import { requireStaffRole } from "@/lib/auth/require-staff";
import { db } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { exportHoldings } from "@/lib/privacy/holdings";
import { parseSubject } from "@/lib/privacy/staff-api";
import { subjectTarget } from "@/lib/validation/privacy-subject";
import { queryObject } from "@/lib/submissions/filters";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Admins: everything held about ?email= and/or ?phone=, files included, as a JSON download; logged. */
  GET: async (request) => {
    const admin = await requireStaffRole(request, "admin");
    const subject = await parseSubject(request, queryObject(new URL(request.url).searchParams));
    const exported = await exportHoldings(db(), subject);
    await recordStaffAccess(request, admin, {
      action: "privacy.export",
      target: subjectTarget(subject),
      detail: exported.counts,
    });
    return new Response(JSON.stringify(exported, null, 2), {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="personal-data-${exported.exportedAt.slice(0, 10)}.json"`,
        "cache-control": "no-store",
      },
    });
  },
});
