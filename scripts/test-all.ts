// `npm test`: unit and API tests (Jest), then the production build when stale, then end-to-end
// tests (Playwright in Debian's Chromium) against it. Ends with one "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureBuild } from "./lib/ensure-build";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const root = process.cwd();
const started = Date.now();
// Reports live outside test-results/, which Playwright empties when it starts.
for (const report of ["tests/.tmp/unit.json", "tests/.tmp/e2e.json"]) rmSync(report, { force: true });
mkdirSync("tests/.tmp", { recursive: true });
const run = (args: string[]) =>
  spawnSync("npx", ["--no-install", ...args], { stdio: "inherit", env: process.env }).status;

const jestStatus = run(["jest", "--json", "--outputFile=tests/.tmp/unit.json"]);
ensureBuild(root);
const e2eStatus = run(["playwright", "test"]);

function jestCounts(): Counts {
  if (!existsSync("tests/.tmp/unit.json")) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync("tests/.tmp/unit.json", "utf8"));
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
    skipped: r.numPendingTests,
  };
}

// Playwright's JSON report, read once for the counts and the flaky tests' names.
const e2eReport = existsSync("tests/.tmp/e2e.json") ? JSON.parse(readFileSync("tests/.tmp/e2e.json", "utf8")) : null;

function e2eCounts(): Counts {
  if (!e2eReport) return { passed: 0, failed: 1, skipped: 0 };
  const s = e2eReport.stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}

/** Titles of the e2e tests that failed first and passed on their retry: printed, so none hides. */
function flakyTitles(): string[] {
  if (!e2eReport) return [];
  const titles: string[] = [];
  interface Suite {
    title: string;
    suites?: Suite[];
    specs?: { title: string; file: string; tests: { status: string }[] }[];
  }
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? [])
      if (spec.tests.some((test) => test.status === "flaky")) titles.push(`${spec.file} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of e2eReport.suites as Suite[]) walk(suite);
  return titles;
}

const unit = jestCounts();
const e2e = e2eCounts();
// A runner that exited non-zero without a failed test (a crash, a server that never started) counts once.
const uncounted = (status: number | null, counts: Counts) => (status !== 0 && counts.failed === 0 ? 1 : 0);
const failed = unit.failed + e2e.failed + uncounted(jestStatus, unit) + uncounted(e2eStatus, e2e);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\nunit/api: ${unit.passed} passed, ${unit.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed (${seconds}s)`,
);
for (const title of flakyTitles()) console.log(`flaky (passed on its retry): ${title}`);
console.log(`tests: ${unit.passed + e2e.passed} passed, ${failed} failed, ${unit.skipped + e2e.skipped} skipped`);
process.exit(jestStatus === 0 && e2eStatus === 0 ? 0 : 1);
