import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { chromiumArgs } from "../lib/chromium-args";

export interface LighthouseScores {
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

function runOnce({ url, language }: LighthouseTarget, preset: "mobile" | "desktop", work: string): LighthouseScores {
  const output = path.join(work, `lh-${Date.now()}.json`);
  const args = [
    "--no-install",
    "lighthouse",
    url,
    "--quiet",
    "--output=json",
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
  rmSync(output);
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const audit = (key: string) => Number(report.audits[key]?.numericValue ?? 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    bytes: audit("total-byte-weight"),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Median of `runs` Lighthouse runs per target, field by field (scores here vary run to run on 2 shared
 * cores). The runs are interleaved, one round over every target at a time, so that a slow minute
 * of the machine weighs on all targets alike and not on one. `onRun` hears each run.
 */
export function interleavedLighthouse(
  targets: LighthouseTarget[],
  preset: "mobile" | "desktop",
  runs: number,
  work: string,
  onRun: (target: LighthouseTarget, scores: LighthouseScores, round: number) => void = () => {},
): LighthouseScores[] {
  const all: LighthouseScores[][] = targets.map(() => []);
  for (let round = 1; round <= runs; round++) {
    targets.forEach((target, index) => {
      const scores = runOnce(target, preset, work);
      all[index]!.push(scores);
      onRun(target, scores, round);
    });
  }
  return all.map((results) => {
    const keys = Object.keys(results[0] ?? {}) as (keyof LighthouseScores)[];
    return Object.fromEntries(
      keys.map((key) => [key, median(results.map((r) => r[key]))]),
    ) as unknown as LighthouseScores;
  });
}
