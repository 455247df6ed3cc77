import { recordStaffAccess } from "@/lib/access-log/record";
import { handle, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { privacyRequestChangeSchema, setPrivacyRequestStatus } from "@/lib/privacy/staff-requests";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Admins: `{ status: "answered" | "open" }` for a verified request; logged with the old and new status. */
  PATCH: handle(
    {
      sameOrigin: true,
      role: "admin",
      words: "staff.privacyRequests.errors",
      body: (words) => privacyRequestChangeSchema(words.status),
      limit: 4096,
    },
    async (
      { request, staff, words, body: { status } },
      { params }: RouteContext<"/api/staff/privacy-requests/[id]">,
    ) => {
      const id = Number((await params).id);
      const changed = Number.isSafeInteger(id) ? await setPrivacyRequestStatus(db(), id, status, staff.email) : null;
      if (!changed) throw new HttpError(404, words.notFound);
      const detail = { from: changed.from, to: status };
      await recordStaffAccess(request, staff, {
        action: "privacy-request.status",
        target: `privacy-request/${id}`,
        detail,
      });
      return Response.json({ ok: true });
    },
  ),
});
