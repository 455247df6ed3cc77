import { apiRoute } from "@/lib/http/method-not-allowed";
import { parseWith, readJson } from "@/lib/http/read-body";
import { handleRoute } from "@/lib/http/respond";
import { CSP_REPORT_TYPE, cspReportSchema, logCspReport } from "@/lib/security/csp-report";

// Browsers post violation reports here (Content-Type application/csp-report).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  POST: handleRoute(async (request) => {
    const body = await readJson(request, 16 * 1024, CSP_REPORT_TYPE);
    await logCspReport(parseWith(cspReportSchema, body, "The body is not a CSP violation report."));
    return new Response(null, { status: 204 });
  }),
});
