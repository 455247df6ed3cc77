import { readLimitedText } from "@/lib/http/read-body";
import { apiRoute } from "@/lib/http/method-not-allowed";
import { handleRoute } from "@/lib/http/respond";
import { logCspReport } from "@/lib/security/csp-report";

// Browsers post violation reports here (Content-Type application/csp-report).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  POST: handleRoute(async (request) => {
    const text = await readLimitedText(request, 16 * 1024);
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = { "blocked-uri": "unparseable report" };
    }
    logCspReport(body);
    return new Response(null, { status: 204 });
  }),
});
