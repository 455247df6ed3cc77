/** @jest-environment node */
import { cspReportSchema, logCspReport } from "@/lib/security/csp-report";

describe("CSP violation reports", () => {
  afterEach(() => jest.restoreAllMocks());

  it("accepts the report browsers send and refuses anything else", () => {
    const report = { "csp-report": { "document-uri": "http://localhost/", "violated-directive": "script-src" } };
    expect(cspReportSchema.safeParse(report).success).toBe(true);
    for (const bad of [{}, [], "text", { "csp-report": "x" }, { "csp-report": { "blocked-uri": 7 } }]) {
      expect(cspReportSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("logs one quoted line, so a newline in a report cannot forge another log line", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    await logCspReport({
      "csp-report": { "document-uri": "http://x/\n[api] POST /api/main/email failed", "blocked-uri": "a\u001b[31mb" },
    });
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).not.toMatch(/[\n\u001b]/);
    expect(line).toBe(
      '[csp] violation document-uri="http://x/\\n[api] POST /api/main/email failed" violated-directive="?" blocked-uri="a\\u001b[31mb"',
    );
  });
});
