import { requireStaffIdentity } from "@/lib/auth/staff-identity";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { parse } from "@/lib/http/parse";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { parseRef, staffApiContext } from "@/lib/submissions/api-context";
import { submissionChangeSchema } from "@/lib/submissions/changes";
import { submissionDetail } from "@/lib/submissions/detail";
import { changeSubmission } from "@/lib/submissions/update";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/staff/submissions/[kind]/[id]">;

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** One submission: its entry, what the visitor sent, files, notification, notes, changes and the same person's others. */
  GET: async (request, { params }: Context) => {
    await requireStaffIdentity(request);
    const { messages } = await staffApiContext(request);
    const { kind, id } = await params;
    const detail = await submissionDetail(db(), parseRef(kind, id, messages.staff.errors.notFound));
    if (!detail) throw notFound(messages.staff.errors.notFound);
    return Response.json(detail, { headers: { "Cache-Control": "no-store" } });
  },
  /** Sets the workflow status, adds a note, or marks / unmarks spam; each change is audited. */
  PATCH: async (request, { params }: Context) => {
    assertSameOrigin(request);
    const staff = await requireStaffIdentity(request);
    const { messages } = await staffApiContext(request);
    const errors = messages.staff.errors;
    const { kind, id } = await params;
    const ref = parseRef(kind, id, errors.notFound);
    const change = parse(submissionChangeSchema(errors), await readJson(request, 16 * 1024), {
      message: errors.invalid,
    });
    // Writes go through the lead store's one connection, like every other write to submissions.
    await changeSubmission(db(), ref, change, staff.name, errors.notFound);
    return Response.json(await submissionDetail(db(), ref), { headers: { "Cache-Control": "no-store" } });
  },
});
