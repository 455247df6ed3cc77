import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { chromiumArgs } from "../lib/chromium-args";

export interface LighthouseScores {
  /** Runs thrown away because headless Chrome held a finished first frame back (see heldFirstFrameMs). */
  retried: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

const chromeFlags = ["--headless", ...chromiumArgs].join(" ");

export interface LighthouseTarget {
  url: string;
  /** Accept-Language for the page's request. */
  language: string;
}

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  args?: { name?: string };
}

/** The shortest wait between a committed frame and its drawing that counts as a held first frame. */
const HELD_FRAME_MS = 500;

/**
 * Headless Chrome's compositor (viz) sometimes stops asking a busy page for frames during its load
 * and then draws the next one up to one or two whole seconds late, though the page had it ready:
 * Lighthouse then records its first paint that much later, and Lantern's simulated FCP and LCP
 * grow with everything that loaded meanwhile (lighthouse issue 17148, open:
 * https://github.com/GoogleChrome/lighthouse/issues/17148). In the trace: the page's renderer
 * committed a frame, or its compositor activated one, then the compositor drew nothing for at least
 * HELD_FRAME_MS until the frame that carries the first contentful paint. Returns that wait, or 0.
 */
export function heldFirstFrameMs(events: TraceEvent[]): number {
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcp) return 0;
  const threads = new Map<number, string>();
  for (const event of events)
    if (event.pid === fcp.pid && event.name === "thread_name" && event.args?.name)
      threads.set(event.tid, event.args.name);
  const on = (thread: string, name: string) =>
    events
      .filter((event) => event.pid === fcp.pid && event.name === name && threads.get(event.tid) === thread)
      .map((event) => event.ts)
      .sort((a, b) => a - b);
  const draws = on("Compositor", "DrawFrame").filter((ts) => ts <= fcp.ts);
  const drawn = draws.at(-1);
  const before = draws.at(-2);
  if (drawn === undefined || before === undefined) return 0;
  // The activation counts too: a commit drawn at once can still show the old tree, its own drawn late.
  const ready = [...on("CrRendererMain", "Commit"), ...on("Compositor", "ActivateLayerTree")]
    .sort((a, b) => a - b)
    .find((ts) => ts > before && ts < drawn);
  const waitedMs = ready === undefined ? 0 : (drawn - ready) / 1000;
  return waitedMs >= HELD_FRAME_MS ? Math.round(waitedMs) : 0;
}

/** One Lighthouse run, and how long its first frame was held back (0 for a clean run). */
function runOnce(
  { url, language }: LighthouseTarget,
  preset: "mobile" | "desktop",
  work: string,
): { scores: Omit<LighthouseScores, "retried">; heldMs: number } {
  const output = path.join(work, `lh-${Date.now()}.json`);
  const args = [
    "--no-install",
    "lighthouse",
    url,
    "--quiet",
    "--output=json",
    // The trace, for heldFirstFrameMs.
    "--save-assets",
    `--output-path=${output}`,
    `--chrome-flags=${chromeFlags}`,
    `--extra-headers=${JSON.stringify({ "Accept-Language": language })}`,
  ];
  if (preset === "desktop") args.push("--preset=desktop");
  const result = spawnSync("npx", args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
  });
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr.toString().slice(-400)}`);
  const report = JSON.parse(readFileSync(output, "utf8"));
  const traceFile = output.replace(/\.json$/, "-0.trace.json");
  const trace = JSON.parse(readFileSync(traceFile, "utf8")) as { traceEvents: TraceEvent[] };
  const heldMs = heldFirstFrameMs(trace.traceEvents);
  for (const file of [output, traceFile, output.replace(/\.json$/, "-0.devtoolslog.json")])
    rmSync(file, { force: true });
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const audit = (key: string) => Number(report.audits[key]?.numericValue ?? 0);
  const scores = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    bytes: audit("total-byte-weight"),
  };
  return { scores, heldMs };
}

/**
 * At most this many runs of one target in a round are thrown away for a held first frame: /en/blog was
 * held in four runs out of five on some rounds, and with three its median kept a held run.
 */
const MAX_RETRIES = 5;

/** A run whose first frame was not held back, after at most MAX_RETRIES that were (the last is kept then). */
function cleanRun(
  target: LighthouseTarget,
  preset: "mobile" | "desktop",
  work: string,
  onRetry: (heldMs: number) => void,
): LighthouseScores {
  for (let retried = 0; ; retried++) {
    const { scores, heldMs } = runOnce(target, preset, work);
    if (heldMs === 0 || retried === MAX_RETRIES) return { ...scores, retried };
    onRetry(heldMs);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Median of `runs` Lighthouse runs per target, field by field (scores here vary run to run on 2 shared
 * cores). The runs are interleaved, one round over every target at a time, so that a slow minute
 * of the machine weighs on all targets alike and not on one. A run whose first frame headless Chrome
 * held back is run again (cleanRun), for the bare page alike; `retried` sums those. `onRun` hears
 * each run kept, `onRetry` each thrown away.
 */
export function interleavedLighthouse(
  targets: LighthouseTarget[],
  preset: "mobile" | "desktop",
  runs: number,
  work: string,
  onRun: (target: LighthouseTarget, scores: LighthouseScores, round: number) => void = () => {},
  onRetry: (target: LighthouseTarget, heldMs: number) => void = () => {},
): LighthouseScores[] {
  const all: LighthouseScores[][] = targets.map(() => []);
  for (let round = 1; round <= runs; round++) {
    targets.forEach((target, index) => {
      const scores = cleanRun(target, preset, work, (heldMs) => onRetry(target, heldMs));
      all[index]!.push(scores);
      onRun(target, scores, round);
    });
  }
  return all.map((results) => {
    const keys = Object.keys(results[0] ?? {}) as (keyof LighthouseScores)[];
    const medians = Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))]));
    return { ...medians, retried: results.reduce((sum, r) => sum + r.retried, 0) } as LighthouseScores;
  });
}
