import { requireStaffIdentity } from "@/lib/auth/staff-identity";
import { kickOutbox } from "@/lib/mail/start";
import { readJson } from "@/lib/http/read-body";
import { parse } from "@/lib/http/parse";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { db } from "@/lib/db/client";
import { parseRef, staffApiContext } from "@/lib/submissions/api-context";
import { resendSchema } from "@/lib/submissions/changes";
import { resendNotification } from "@/lib/submissions/update";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/staff/submissions/[kind]/[id]/resend">;

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** "Send again": a failed notification of this submission goes back in the queue, due now. */
  POST: async (request, { params }: Context) => {
    assertSameOrigin(request);
    const staff = await requireStaffIdentity(request);
    const { messages } = await staffApiContext(request);
    const errors = messages.staff.errors;
    const { kind, id } = await params;
    const ref = parseRef(kind, id, errors.notFound);
    const { outboxId } = parse(resendSchema, await readJson(request, 1024), { message: errors.invalid });
    await resendNotification(db(), ref, outboxId, staff.name, errors);
    kickOutbox();
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  },
});
