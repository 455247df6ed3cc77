import { db } from "@/lib/db/client";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { kickOutbox } from "@/lib/mail/start";
import { staffSubmissionCall } from "@/lib/submissions/api-context";
import { resendSchema } from "@/lib/submissions/changes";
import { resendNotification } from "@/lib/submissions/update";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/staff/submissions/[kind]/[id]/resend">;

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** "Send again": a failed notification of this submission goes back in the queue, due now. */
  POST: async (request, { params }: Context) => {
    const { staff, errors, ref } = await staffSubmissionCall(request, params, "write");
    const { outboxId } = parse(resendSchema, await readJson(request, 1024), { message: errors.invalid });
    await resendNotification(db(), request, ref, outboxId, staff, errors);
    kickOutbox();
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  },
});
