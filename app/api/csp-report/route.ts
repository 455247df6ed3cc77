import { handle, route } from "@/lib/api/route";
import { clientIp } from "@/lib/http/rate-limit";
import { CSP_REPORT_TYPE, cspReportSchema, logCspReport } from "@/lib/security/csp-report";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Browsers post violation reports here (Content-Type application/csp-report). */
  POST: handle(
    {
      body: cspReportSchema,
      limit: 16 * 1024,
      type: CSP_REPORT_TYPE,
      invalid: "The body is not a CSP violation report.",
    },
    async ({ request, body }) => {
      await logCspReport(body, clientIp(request));
      return new Response(null, { status: 204 });
    },
  ),
});
