import { recordStaffAccess } from "@/lib/access-log/record";
import { handle, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { exportHoldings } from "@/lib/privacy/holdings";
import { privacySubjectSchema, subjectTarget } from "@/lib/validation/privacy-subject";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Admins: everything held about ?email= and/or ?phone=, files included, as a JSON download; logged. */
  GET: handle(
    { role: "admin", words: "staff.privacy.errors", query: privacySubjectSchema },
    async ({ request, staff, query: subject }) => {
      const exported = await exportHoldings(db(), subject);
      const detail = exported.counts;
      await recordStaffAccess(request, staff, { action: "privacy.export", target: subjectTarget(subject), detail });
      return new Response(JSON.stringify(exported, null, 2), {
        headers: {
          "content-type": "application/json; charset=utf-8",
          "content-disposition": `attachment; filename="personal-data-${exported.exportedAt.slice(0, 10)}.json"`,
          "cache-control": "no-store",
        },
      });
    },
  ),
});
