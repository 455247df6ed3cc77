import { handle, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { lookUpHoldings } from "@/lib/privacy/holdings";
import { privacySubjectSchema } from "@/lib/validation/privacy-subject";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Admins: what is held about ?email= and/or ?phone= (counts and the inbox entries found); logged. */
  GET: handle(
    { role: "admin", words: "staff.privacy.errors", query: privacySubjectSchema },
    async ({ request, staff, query: subject }) => {
      const { holdings, counts } = await lookUpHoldings(db(), request, staff, subject);
      const submissions = holdings.submissions.map(({ entry }) => ({
        kind: entry.kind,
        sourceId: entry.sourceId,
        form: entry.form,
        receivedAt: entry.receivedAt,
      }));
      return Response.json({ subject, counts, submissions });
    },
  ),
});
