import type { FirstTapResult } from "./first-tap";
import type { InboxTimings } from "./inbox";
import type { JavascriptBytes } from "./js-bytes";
import type { LighthouseScores } from "./lighthouse";
import type { LoadResult } from "./load";
import { memoryLimits, type MemoryResult } from "./memory";
import type { LighthousePage } from "./targets";

export interface BenchResults {
  at: string;
  machine: { cpus: number; node: string };
  /** The bare Next.js page's own figures, measured in the same run. */
  reference: { javascript?: JavascriptBytes; lighthouse: { preset: "mobile" | "desktop"; scores: LighthouseScores }[] };
  lighthouse: (LighthousePage & { preset: "mobile" | "desktop"; scores: LighthouseScores; gap: number })[];
  javascript: ({ route: string; overReferenceKb: number; budgetKb: number } & JavascriptBytes)[];
  load: ({ label: string } & LoadResult)[];
  /** Throughput beside the bare app's: the target is the least ratio the site should reach. */
  ratios: { label: string; ratio: number; target: number }[];
  /** What failed the run: a page more than 3 points below the bare page, or over its JavaScript budget. */
  failures: string[];
  inbox?: InboxTimings;
  /** First tap on the phone menu to the open menu, on a throttled phone (the target is the most, in ms). */
  firstTap: (FirstTapResult & { targetMs: number })[];
  /** Resident memory of a fresh server under mixed traffic, then after a minute of idle. */
  memory?: MemoryResult;
}

const pad = (value: string | number, width: number) => String(value).padEnd(width);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A short readable table of the results, for the terminal and closing notes. */
export function formatReport(results: BenchResults): string {
  const lines: string[] = [];
  if (results.lighthouse.length) {
    const labels = results.lighthouse.map((page) => `${page.preset} ${page.path} (${page.language})`);
    // As wide as the longest label (a post's address), so that no label runs into its score.
    const width = Math.max(40, ...labels.map((label) => label.length + 2));
    lines.push(
      `${pad("Lighthouse (median, interleaved)", width)}perf gap  a11y bp  seo  LCP ms  TBT ms  CLS    KB    rerun`,
    );
    const row = (label: string, s: BenchResults["lighthouse"][number]["scores"], gap: string) =>
      lines.push(
        `${pad(label, width)}${pad(s.performance, 5)}${pad(gap, 5)}${pad(s.accessibility, 5)}${pad(s.bestPractices, 4)}${pad(s.seo, 5)}${pad(s.lcpMs, 8)}${pad(s.tbtMs, 8)}${pad(s.cls, 7)}${pad(Math.round(s.bytes / 1024), 6)}${s.retried}`,
      );
    for (const bare of results.reference.lighthouse) row(`${bare.preset} bare Next.js page`, bare.scores, "");
    results.lighthouse.forEach((page, index) => row(labels[index]!, page.scores, String(page.gap)));
    lines.push(
      "(rerun: runs thrown away because headless Chrome drew a ready first frame 0.5 s or more late; lighthouse#17148)",
    );
  }
  if (results.javascript.length) {
    const bare = results.reference.javascript;
    lines.push("", "JavaScript a first visit downloads   files  raw KB  gzip KB  over bare  budget");
    if (bare) lines.push(`${pad("bare Next.js page", 37)}${pad(bare.files, 7)}${pad(kb(bare.raw), 8)}${kb(bare.gzip)}`);
    for (const row of results.javascript) {
      const mark = row.overReferenceKb > row.budgetKb ? "  OVER" : "";
      lines.push(
        `${pad(row.route, 37)}${pad(row.files, 7)}${pad(kb(row.raw), 8)}${pad(kb(row.gzip), 9)}${pad(`+${row.overReferenceKb}`, 11)}+${row.budgetKb}${mark}`,
      );
    }
  }
  if (results.load.length) {
    const width = Math.max(40, ...results.load.map((row) => row.label.length + 2));
    lines.push("", `${pad("autocannon, 50 connections", width)}req/s    p99 ms  non-2xx`);
    for (const row of results.load) {
      lines.push(`${pad(row.label, width)}${pad(row.requestsPerSecond, 9)}${pad(row.p99Ms, 8)}${row.non2xx}`);
    }
    for (const ratio of results.ratios) {
      const mark = ratio.ratio < ratio.target ? "  BELOW" : "";
      lines.push(`${pad(ratio.label, 48)}${ratio.ratio}× (at least ${ratio.target}×)${mark}`);
    }
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
  if (results.firstTap.length) {
    lines.push("", "First tap to open menu, phone, Slow 4G, 4× CPU   median ms  runs");
    for (const tap of results.firstTap) {
      const mark = tap.medianMs > tap.targetMs ? "  OVER" : "";
      lines.push(`${pad(tap.url, 50)}${pad(tap.medianMs, 11)}${tap.runsMs.join(", ")}${mark}`);
    }
  }
  if (results.memory) {
    const memory = results.memory;
    const mark = (miB: number, limit: number) => `${pad(miB, 7)}(at most ${limit})${miB > limit ? "  OVER" : ""}`;
    const rates = memory.rates;
    lines.push(
      "",
      `Memory (RSS MiB), ${memory.seconds} s of pages ${rates.pages}/s, leads ${rates.leads}/s, inbox ${rates.inbox}/s`,
      `${pad("at start", 36)}${memory.startMiB}`,
      `${pad("peak under load", 36)}${mark(memory.peakMiB, memoryLimits.peakMiB)}`,
      `${pad(`after ${memory.idleSeconds} s idle`, 36)}${mark(memory.idleMiB, memoryLimits.idleMiB)}`,
      `${pad("p99 ms: pages", 36)}${mark(memory.p99Ms.pages, memoryLimits.pageP99Ms)}`,
      `${pad("p99 ms: leads, inbox", 36)}${memory.p99Ms.leads}, ${memory.p99Ms.inbox}`,
      `${pad("server CPU ms per request", 36)}${memory.cpuMsPerRequest}`,
      `${pad("load average at the end", 36)}${memory.loadAverage}`,
    );
  }
  if (results.failures.length) lines.push("", "Failed:", ...results.failures.map((failure) => `  ${failure}`));
  return lines.join("\n");
}
