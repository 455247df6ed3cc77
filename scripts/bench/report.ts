import type { BenchResults } from "./run";

const pad = (value: string | number, width: number) => String(value).padEnd(width);

/** A short readable table of the results, for the terminal and closing notes. */
export function formatReport(results: BenchResults): string {
  const lines: string[] = [];
  lines.push("Lighthouse (median of runs)       perf a11y bp  seo  LCP ms  TBT ms  CLS    KB");
  for (const row of results.lighthouse) {
    const s = row.scores;
    lines.push(
      `${pad(`${row.preset} ${row.route}`, 34)}${pad(s.performance, 5)}${pad(s.accessibility, 5)}${pad(s.bestPractices, 4)}${pad(s.seo, 5)}${pad(s.lcpMs, 8)}${pad(s.tbtMs, 8)}${pad(s.cls, 7)}${Math.round(s.bytes / 1024)}`,
    );
  }
  lines.push("", "JavaScript per route (first visit)  files  raw KB  gzip KB");
  for (const row of results.javascript) {
    lines.push(
      `${pad(row.route, 36)}${pad(row.files, 7)}${pad((row.raw / 1024).toFixed(1), 8)}${(row.gzip / 1024).toFixed(1)}`,
    );
  }
  lines.push("", "autocannon, 50 connections           req/s    p99 ms  non-2xx");
  for (const row of results.load) {
    lines.push(`${pad(row.label, 36)}${pad(row.requestsPerSecond, 9)}${pad(row.p99Ms, 8)}${row.non2xx}`);
  }
  if (results.inbox) {
    const inbox = results.inbox;
    const ex = inbox.export;
    lines.push(
      "",
      `Inbox, ${inbox.rows} submissions (median of ${inbox.runs})  ms`,
      `${pad("/staff/submissions (first page)", 36)}${inbox.firstPageMs}`,
      `${pad(`/staff/submissions?${inbox.search}`, 36)}${inbox.searchMs}`,
      `${pad("export all (xlsx)", 36)}${ex.seconds} s, ${(ex.bytes / 1024 / 1024).toFixed(1)} MiB, RSS ${ex.rssBeforeMiB} → ${ex.rssPeakMiB} MiB (+${ex.growthMiB})`,
    );
  }
  return lines.join("\n");
}
