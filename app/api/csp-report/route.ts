import { clientIp } from "@/lib/http/rate-limit";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { CSP_REPORT_TYPE, cspReportSchema, logCspReport } from "@/lib/security/csp-report";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Browsers post violation reports here (Content-Type application/csp-report). */
  POST: async (request) => {
    const body = await readJson(request, 16 * 1024, CSP_REPORT_TYPE);
    const report = parse(cspReportSchema, body, { message: "The body is not a CSP violation report." });
    await logCspReport(report, clientIp(request));
    return new Response(null, { status: 204 });
  },
});
