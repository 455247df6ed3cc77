import { accessLogCsvResponse, accessLogFilterSchema } from "@/lib/access-log/query";
import { recordStaffAccess } from "@/lib/access-log/record";
import { requireStaffRole } from "@/lib/auth/require-staff";
import { db } from "@/lib/db/client";
import { parse } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { loadMessages } from "@/lib/i18n/messages";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import { queryObject } from "@/lib/submissions/filters";
import { viewerTimeZone } from "@/lib/submissions/viewer-time-zone";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Admins only: the access log's view (same filters as the page, every page) as CSV; the export itself is logged. */
  GET: async (request) => {
    const admin = await requireStaffRole(request, "admin");
    const { accessLog } = (await loadMessages(localeFromRequest(request))).staff;
    const url = new URL(request.url);
    const parsed = parse(accessLogFilterSchema(accessLog.errors), queryObject(url.searchParams), {
      message: accessLog.errors.invalid,
    });
    // Every page of the view: the page number is the screen's business.
    const filters = {
      account: parsed.account,
      action: parsed.action,
      lead: parsed.lead,
      target: parsed.target,
      from: parsed.from,
      to: parsed.to,
    };
    const timeZone = viewerTimeZone(request.headers.get("cookie"));
    await recordStaffAccess(request, admin, { action: "access-log.export", detail: { filters } });
    return accessLogCsvResponse(db(), filters, timeZone, accessLog.columns);
  },
});
