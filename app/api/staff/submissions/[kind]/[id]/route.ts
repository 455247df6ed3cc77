import { recordStaffView } from "@/lib/access-log/record";
import { handle, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { kickOutbox } from "@/lib/mail/start";
import { submissionChangeSchema } from "@/lib/submissions/changes";
import { submissionDetail } from "@/lib/submissions/detail";
import { parseRef } from "@/lib/submissions/kinds";
import { changeSubmission } from "@/lib/submissions/update";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/staff/submissions/[kind]/[id]">;
const noStore = { headers: { "Cache-Control": "no-store" } };

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** One submission: its entry, what the visitor sent, files, notification, notes, changes and the same person's others. */
  GET: handle({ role: "marketing", words: "staff.errors" }, async ({ request, staff, words }, { params }: Context) => {
    const { kind, id } = await params;
    const ref = parseRef(kind, id, words.notFound);
    const detail = await submissionDetail(db(), ref);
    if (!detail) throw notFound(words.notFound);
    await recordStaffView(request, staff, { action: "submission.view", target: `${ref.kind}/${ref.sourceId}` });
    return Response.json(detail, noStore);
  }),
  /** Sets the status, the owner (who is mailed) or the follow-up date, adds a note, or marks / unmarks spam; each change is audited. */
  PATCH: handle(
    { sameOrigin: true, role: "marketing", words: "staff.errors", body: submissionChangeSchema, limit: 16 * 1024 },
    async ({ request, staff, words, body, timeZone }, { params }: Context) => {
      const { kind, id } = await params;
      const ref = parseRef(kind, id, words.notFound);
      const { mailed } = await changeSubmission(db(), request, ref, body, staff, { errors: words, timeZone });
      if (mailed) kickOutbox();
      return Response.json(await submissionDetail(db(), ref), noStore);
    },
  ),
});
