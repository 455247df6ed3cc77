/** @jest-environment node */
import { POST } from "@/app/api/csp-report/route";
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
    await logCspReport(
      {
        "csp-report": { "document-uri": "http://x/\n[api] POST /api/main/email failed", "blocked-uri": "a\u001b[31mb" },
      },
      "192.0.2.1",
    );
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).not.toMatch(/[\n\u001b]/);
    expect(line).toBe(
      '[csp] violation document-uri="http://x/\\n[api] POST /api/main/email failed" violated-directive="?" blocked-uri="a\\u001b[31mb"',
    );
  });

  it("keeps a budget of 60 reports a minute per client address, so one sender cannot silence the others", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const send = (ip: string) =>
      POST(
        new Request("http://localhost/api/csp-report", {
          method: "POST",
          headers: { "content-type": "application/csp-report", "x-forwarded-for": ip },
          body: JSON.stringify({ "csp-report": { "document-uri": `http://localhost/from/${ip}` } }),
        }),
      );
    for (let i = 0; i < 70; i += 1) expect((await send("198.51.100.1")).status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(60);
    expect((await send("198.51.100.2")).status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(61);
    expect(String(warn.mock.calls.at(-1)?.[0])).toContain("http://localhost/from/198.51.100.2");
  });
});
