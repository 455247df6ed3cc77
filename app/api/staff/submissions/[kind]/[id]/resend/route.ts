import { handle, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { kickOutbox } from "@/lib/mail/start";
import { resendSchema } from "@/lib/submissions/changes";
import { parseRef } from "@/lib/submissions/kinds";
import { resendNotification } from "@/lib/submissions/update";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** "Send again": a failed notification of this submission goes back in the queue, due now. */
  POST: handle(
    { sameOrigin: true, role: "marketing", words: "staff.errors", body: resendSchema, limit: 1024 },
    async ({ request, staff, words, body }, { params }: RouteContext<"/api/staff/submissions/[kind]/[id]/resend">) => {
      const { kind, id } = await params;
      await resendNotification(db(), request, parseRef(kind, id, words.notFound), body.outboxId, staff, words);
      kickOutbox();
      return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
    },
  ),
});
