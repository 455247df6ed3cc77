import { handle, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { kickOutbox } from "@/lib/mail/start";
import { changeSelected } from "@/lib/submissions/bulk";
import { bulkChangeSchema } from "@/lib/submissions/changes";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The inbox's selected rows changed at once: { items: ["lead/12", …], status?, owner?, followUp?, spam? }. */
  POST: handle(
    { sameOrigin: true, role: "marketing", words: "staff.errors", body: bulkChangeSchema, limit: 16 * 1024 },
    async ({ request, staff, words, body: { items, ...change }, timeZone }) => {
      const { changed, mailed } = await changeSelected(db(), request, items, change, staff, {
        errors: words,
        timeZone,
      });
      if (mailed) kickOutbox();
      return Response.json({ changed }, { headers: { "Cache-Control": "no-store" } });
    },
  ),
});
