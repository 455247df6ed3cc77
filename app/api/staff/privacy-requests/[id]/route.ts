import { recordStaffAccess } from "@/lib/access-log/record";
import { requireStaffWrite } from "@/lib/auth/require-staff";
import { db } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { loadMessages } from "@/lib/i18n/messages";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import { privacyRequestChangeSchema, setPrivacyRequestStatus } from "@/lib/privacy/staff-requests";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/staff/privacy-requests/[id]">;

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Admins: `{ status: "answered" | "open" }` for a verified request; logged with the old and new status. */
  PATCH: async (request, { params }: Context) => {
    const admin = await requireStaffWrite(request, "admin");
    const words = (await loadMessages(localeFromRequest(request))).staff.privacyRequests.errors;
    const { status } = parse(privacyRequestChangeSchema(words.status), await readJson(request, 4096), {
      message: words.invalid,
    });
    const id = Number((await params).id);
    const changed = Number.isSafeInteger(id) ? await setPrivacyRequestStatus(db(), id, status, admin.email) : null;
    if (!changed) throw new HttpError(404, words.notFound);
    await recordStaffAccess(request, admin, {
      action: "privacy-request.status",
      target: `privacy-request/${id}`,
      detail: { from: changed.from, to: status },
    });
    return Response.json({ ok: true });
  },
});
