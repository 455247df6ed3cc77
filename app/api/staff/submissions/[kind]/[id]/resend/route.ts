import { requireStaffIdentity } from "@/lib/auth/staff-identity";
import { kickOutbox } from "@/lib/mail/start";
import { handleRoute } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";
import { parseWith, readJson } from "@/lib/http/read-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { db } from "@/lib/db/client";
import { parseRef, staffApiContext } from "@/lib/submissions/api-context";
import { resendNotification } from "@/lib/submissions/update";
import { z } from "@/lib/validation/z";

export const dynamic = "force-dynamic";

interface Context {
  params: Promise<{ kind: string; id: string }>;
}

const resendSchema = z.object({ outboxId: z.number().int().positive() });

/** "Send again": a failed notification of this submission goes back in the queue, due now. */
export const POST = handleRoute(async (request, { params }: Context) => {
  assertSameOrigin(request);
  const staff = await requireStaffIdentity(request);
  const { messages } = await staffApiContext(request);
  const errors = messages.staff.errors;
  const { kind, id } = await params;
  const ref = parseRef(kind, id, errors.notFound);
  const { outboxId } = parseWith(resendSchema, await readJson(request, 1024), errors.invalid);
  await resendNotification(db(), ref, outboxId, staff.name, errors);
  kickOutbox();
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods<Context>("POST");
