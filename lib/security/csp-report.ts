import "server-only";
import { fixedWindow, take } from "../http/rate-limit";
import type { JsonType } from "../http/read-body";
import { z } from "../validation/z";

const text = z.string().max(4096).optional();

/** What browsers send to a `report-uri`: `{ "csp-report": { … } }` as application/csp-report. */
export const cspReportSchema = z.object({
  "csp-report": z.object({
    "document-uri": text,
    "violated-directive": text,
    "effective-directive": text,
    "blocked-uri": text,
  }),
});
export type CspReport = z.infer<typeof cspReportSchema>;

/** Content types browsers use for these reports (older ones send application/json). */
export const CSP_REPORT_TYPE: JsonType = {
  pattern: /^application\/(csp-report|json)\b/i,
  name: "application/csp-report",
};

const limiter = fixedWindow({ keyPrefix: "csp-report", points: 60, durationSeconds: 60 });

/**
 * Logs one line per reported violation, at most 60 a minute from one client address (`from`): a broken
 * page cannot flood the logs, and one sender cannot use up everyone's budget and hide real reports.
 * Each value is JSON-quoted and cut to 200 characters: a report is written by whoever sends it, and
 * a newline or control character in it must not start a forged log line.
 */
export async function logCspReport(report: CspReport, from: string): Promise<void> {
  if (!(await take(limiter, from)).ok) return;
  const fields = report["csp-report"];
  const summary = (["document-uri", "violated-directive", "blocked-uri"] as const).map(
    (key) => `${key}=${JSON.stringify((fields[key] ?? "?").slice(0, 200))}`,
  );
  console.warn(`[csp] violation ${summary.join(" ")}`);
}
