import { recordSubmissionView } from "@/lib/access-log/record";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { kickOutbox } from "@/lib/mail/start";
import { staffSubmissionCall } from "@/lib/submissions/api-context";
import { submissionChangeSchema } from "@/lib/submissions/changes";
import { submissionDetail } from "@/lib/submissions/detail";
import { changeSubmission } from "@/lib/submissions/update";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/staff/submissions/[kind]/[id]">;
const noStore = { headers: { "Cache-Control": "no-store" } };

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** One submission: its entry, what the visitor sent, files, notification, notes, changes and the same person's others. */
  GET: async (request, { params }: Context) => {
    const { staff, errors, ref } = await staffSubmissionCall(request, params, "read");
    const detail = await submissionDetail(db(), ref);
    if (!detail) throw notFound(errors.notFound);
    await recordSubmissionView(request, staff, `${ref.kind}/${ref.sourceId}`);
    return Response.json(detail, noStore);
  },
  /** Sets the status, the owner (who is mailed) or the follow-up date, adds a note, or marks / unmarks spam; each change is audited. */
  PATCH: async (request, { params }: Context) => {
    const { staff, errors, ref, timeZone } = await staffSubmissionCall(request, params, "write");
    const body = await readJson(request, 16 * 1024);
    const change = parse(submissionChangeSchema(errors), body, { message: errors.invalid });
    const { mailed } = await changeSubmission(db(), request, ref, change, staff, { errors, timeZone });
    if (mailed) kickOutbox();
    return Response.json(await submissionDetail(db(), ref), noStore);
  },
});
