import { handle, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { kickOutbox } from "@/lib/mail/start";
import { parseRef } from "@/lib/submissions/kinds";
import { replyToLead } from "@/lib/submissions/reply";
import { leadReplySchema } from "@/lib/validation/lead-reply";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Answers the lead by e-mail (to their own address, through the outbox); a new lead becomes "contacted". */
  POST: handle(
    { sameOrigin: true, role: "marketing", words: "staff.reply.errors", body: leadReplySchema, limit: 64 * 1024 },
    async (
      { request, staff, words, messages, body },
      { params }: RouteContext<"/api/staff/submissions/[kind]/[id]/reply">,
    ) => {
      const { kind, id } = await params;
      const { notFound } = messages.staff.errors;
      const queued = await replyToLead(db(), request, parseRef(kind, id, notFound), body, staff, {
        notFound,
        ...words,
      });
      kickOutbox();
      return Response.json(queued, { status: 201, headers: { "Cache-Control": "no-store" } });
    },
  ),
});
