import { db } from "@/lib/db/client";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { kickOutbox } from "@/lib/mail/start";
import { staffSubmissionCall } from "@/lib/submissions/api-context";
import { replyToLead } from "@/lib/submissions/reply";
import { leadReplySchema } from "@/lib/validation/lead-reply";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/staff/submissions/[kind]/[id]/reply">;

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Answers the lead by e-mail (to their own address, through the outbox); a new lead becomes "contacted". */
  POST: async (request, { params }: Context) => {
    const { staff, errors, ref, messages } = await staffSubmissionCall(request, params, "write");
    const words = messages.staff.reply.errors;
    const reply = parse(leadReplySchema(words), await readJson(request, 64 * 1024), { message: words.invalid });
    const queued = await replyToLead(db(), request, ref, reply, staff, {
      notFound: errors.notFound,
      noAddress: words.noAddress,
    });
    kickOutbox();
    return Response.json(queued, { status: 201, headers: { "Cache-Control": "no-store" } });
  },
});
