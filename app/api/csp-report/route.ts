import { badRequest, unsupportedMediaType } from "@/lib/http/errors";
import { apiRoute } from "@/lib/http/method-not-allowed";
import { parseWith, readLimitedText } from "@/lib/http/read-body";
import { handleRoute } from "@/lib/http/respond";
import { CSP_REPORT_TYPES, cspReportSchema, logCspReport } from "@/lib/security/csp-report";

// Browsers post violation reports here (Content-Type application/csp-report).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  POST: handleRoute(async (request) => {
    if (!CSP_REPORT_TYPES.test(request.headers.get("content-type") ?? "")) {
      throw unsupportedMediaType("application/csp-report");
    }
    let body: unknown;
    try {
      body = JSON.parse(await readLimitedText(request, 16 * 1024));
    } catch (error) {
      if (error instanceof SyntaxError) throw badRequest("The report is not valid JSON.");
      throw error;
    }
    logCspReport(parseWith(cspReportSchema, body, "The body is not a CSP violation report."));
    return new Response(null, { status: 204 });
  }),
});
