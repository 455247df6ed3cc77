// `npm test`: first checks what the run needs (a Chromium, PostgreSQL's server, nginx), using what is
// installed and saying in one line what it skips; then unit and API tests (Jest) on SQLite, the API files
// where the database matters (tests/api/on-postgres.mjs) on a throwaway PostgreSQL cluster, with the
// production build, when stale, beside them; then end-to-end tests (Playwright) against it, the two-instance spec
// using the same cluster. Ends with one "N passed, N failed" line and says which databases ran.
// `npm test -- --list`: the checks and the e2e specs that would run, nothing run (Playwright's --list).
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { postgresBinDir, startPostgresCluster, type PostgresCluster } from "./lib/postgres-cluster";
import { removeIdleServerDirs } from "./lib/test-server-dirs";
import { freePort } from "./lib/free-port";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const started = Date.now();
const listOnly = process.argv.includes("--list");
// The stage and the build under way, stopped with this run (a SIGTERM sent to this process alone).
const running = new Set<ChildProcess>();
process.on("exit", () => running.forEach((child) => child.kill("SIGTERM")));
/** `child`'s exit status once it ended (null if it could not start); unlike spawnSync, signals are heard meanwhile. */
function finished(child: ChildProcess): Promise<number | null> {
  running.add(child);
  return new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.once("error", () => resolve(null));
  }).finally(() => running.delete(child));
}
/** `npx <args>` on this terminal. */
const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  finished(spawn("npx", ["--no-install", ...args], { stdio: "inherit", env }));

/** `name` in a folder of PATH, as spawn would find it; undefined when it is not there. */
function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

// What the run needs, checked before anything starts: a missing piece is named at once, never found
// as a failure at the end of a 20-minute run.
// The specs that need a program the machine lacks; the others run.
const skippedSpecs = new Set<string>();
// The browser: Debian's headless shell (playwright.config.ts), else a full Chromium, which runs headless too.
const browser =
  process.env.HEADLESS_SHELL_PATH ??
  ["/usr/bin/chromium-headless-shell", onPath("chromium-headless-shell")].find((file) => file && existsSync(file));
if (!browser || !existsSync(browser)) {
  const full = ["chromium", "chromium-browser", "google-chrome"].map(onPath).find(Boolean);
  if (!full) {
    console.log("> No Chromium for the browser tests: apt-get install -y chromium-headless-shell. Nothing was run.");
    process.exit(1);
  }
  // The screenshot baselines are the headless shell's drawing: another browser places text a pixel apart.
  console.log(
    `> chromium-headless-shell is not installed (apt-get install -y chromium-headless-shell): the browser ` +
      `tests run in ${full}; the pictures of public-pages.spec.ts, whose baselines it draws, are not compared.`,
  );
  process.env.HEADLESS_SHELL_PATH = full;
}
if (!onPath("nginx")) {
  console.log("> nginx is not installed (apt-get install -y nginx): system-instances.spec.ts is skipped.");
  skippedSpecs.add("system-instances.spec.ts");
}

// A free port, as every server of the tests takes.
const postgresPort = await freePort();
let cluster: PostgresCluster | undefined;
if (!postgresBinDir()) {
  console.log(
    "> PostgreSQL is not installed (apt-get install -y postgresql): the tests run on SQLite only; " +
      "system-instances.spec.ts and system-database-outage.spec.ts are skipped.",
  );
} else if (!listOnly) {
  cluster = startPostgresCluster(postgresPort);
  process.on("exit", () => cluster?.stop());
} else {
  // Only for the list: the config adds its PostgreSQL project when a cluster is named.
  process.env.TEST_POSTGRES_URL = `postgresql://app@127.0.0.1:${postgresPort}/postgres`;
}
if (cluster) process.env.TEST_POSTGRES_URL = cluster.url;
// Interrupted (Ctrl-C, a CI time-out): the exit handlers stop the cluster, the stage under way and the build, or
// the next run finds the port or the build lock taken.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(1));

// Every spec file, but those skipped above (as Playwright's file filters; none when nothing is skipped).
const e2eFilters =
  skippedSpecs.size === 0
    ? []
    : readdirSync("tests/e2e")
        .filter((file) => file.endsWith(".spec.ts") && !skippedSpecs.has(file))
        .map((file) => `tests/e2e/${file.replaceAll(".", "\\.")}$`);
if (listOnly) process.exit((await run(["playwright", "test", "--list", ...e2eFilters])) ?? 1);

// Reports live outside test-results/, which Playwright empties when it starts.
const reports = ["tests/.tmp/unit.json", "tests/.tmp/api-postgres.json", "tests/.tmp/e2e.json"];
for (const report of reports) rmSync(report, { force: true });
mkdirSync("tests/.tmp", { recursive: true });

/** Runs a stage and notes its wall time for the closing lines. */
const stageSeconds: string[] = [];
async function stage(name: string, job: () => Promise<number | null>): Promise<number | null> {
  const from = Date.now();
  const status = await job();
  stageSeconds.push(`${name} ${Math.round((Date.now() - from) / 1000)}s`);
  return status;
}

// The build runs beside Jest, which leaves about a quarter of the two cores idle (database, mail and timer
// waits). Its output goes to a file, printed once Jest is done, so the two logs do not interleave.
const buildStarted = Date.now();
const buildLog = "tests/.tmp/build.log";
const buildOutput = openSync(buildLog, "w");
// Node with tsx's loader, not npx: one process to stop, and the module found from this file, not the cwd.
const ensureBuildModule = pathToFileURL(path.join(import.meta.dirname, "lib", "ensure-build.ts")).href;
const buildDone = finished(
  spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "--eval",
      `import { ensureBuild } from ${JSON.stringify(ensureBuildModule)}; ensureBuild(process.cwd());`,
    ],
    // In this run's process group: Ctrl-C stops `next build` under it too.
    { stdio: ["ignore", buildOutput, buildOutput] },
  ),
);

const jestStatus = await stage("jest (SQLite)", () => run(["jest", "--json", "--outputFile=tests/.tmp/unit.json"]));
// jest.config.mjs runs only the files of tests/api/on-postgres.mjs on PostgreSQL.
const postgresStatus = cluster
  ? await stage("jest (PostgreSQL)", () =>
      run(["jest", "--json", "--outputFile=tests/.tmp/api-postgres.json"], {
        ...process.env,
        TEST_DATABASE_PROVIDER: "postgresql",
      }),
    )
  : 0;
const waitFrom = Date.now();
const buildStatus = await buildDone;
closeSync(buildOutput);
process.stdout.write(readFileSync(buildLog, "utf8"));
stageSeconds.push(
  `build ${Math.round((Date.now() - buildStarted) / 1000)}s (beside jest; waited ${Math.round((Date.now() - waitFrom) / 1000)}s)`,
);
// A failed build skips the e2e tests (counted as one failure) but not the summary of what Jest found.
if (buildStatus !== 0) console.log(`\n> The production build failed (status ${buildStatus}): see its output above.`);
const e2eStatus =
  buildStatus === 0 ? await stage("playwright", () => run(["playwright", "test", ...e2eFilters])) : buildStatus;

function jestCounts(report: string): Counts {
  if (!existsSync(report)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(report, "utf8"));
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

interface Suite {
  title: string;
  suites?: Suite[];
  specs?: { title: string; file: string; tests: { status: string; projectName: string }[] }[];
}

/** Every e2e spec in the report, depth first. */
function e2eSpecs(): NonNullable<Suite["specs"]> {
  const specs: NonNullable<Suite["specs"]> = [];
  const walk = (suite: Suite) => {
    specs.push(...(suite.specs ?? []));
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of (e2eReport?.suites ?? []) as Suite[]) walk(suite);
  return specs;
}

/** Titles of the e2e tests that failed first and passed on their retry: printed, so none hides. */
function flakyTitles(): string[] {
  return e2eSpecs()
    .filter((spec) => spec.tests.some((test) => test.status === "flaky"))
    .map((spec) => `${spec.file} › ${spec.title}`);
}

/** Which system specs ran on PostgreSQL (the Playwright project of that name), for the closing line. */
function postgresSystemFiles(): string[] {
  const files = e2eSpecs()
    .filter((spec) => spec.tests.some((test) => test.projectName === "postgresql"))
    .map((spec) => spec.file.replace(/^.*\//, "").replace(/\.spec\.ts$/, ""));
  return [...new Set(files)];
}

const unit = jestCounts("tests/.tmp/unit.json");
const apiOnPostgres = cluster ? jestCounts("tests/.tmp/api-postgres.json") : { passed: 0, failed: 0, skipped: 0 };
const e2e = e2eCounts();
// A runner that exited non-zero without a failed test (a crash, an error thrown after the tests ended, a
// server that never started) counts once, and is named so the cause can be found in its output above.
function uncounted(runner: string, status: number | null, counts: Counts): number {
  if (status === 0 || counts.failed > 0) return 0;
  console.log(`\n${runner} exited with status ${status} although none of its tests failed: see its output above.`);
  return 1;
}
const failed =
  unit.failed +
  apiOnPostgres.failed +
  e2e.failed +
  uncounted("jest", jestStatus, unit) +
  uncounted("jest on PostgreSQL", postgresStatus, apiOnPostgres) +
  uncounted("playwright", e2eStatus, e2e);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\nunit/api (SQLite): ${unit.passed} passed, ${unit.failed} failed; ` +
    (cluster
      ? `api (PostgreSQL): ${apiOnPostgres.passed} passed, ${apiOnPostgres.failed} failed; `
      : "api (PostgreSQL): not run, no server binary; ") +
    `e2e: ${e2e.passed} passed, ${e2e.failed} failed (${seconds}s)`,
);
console.log(`times: ${stageSeconds.join(", ")}`);
if (skippedSpecs.size > 0) console.log(`e2e specs skipped, a program missing: ${[...skippedSpecs].join(", ")}`);
if (cluster) console.log(`e2e on PostgreSQL: ${postgresSystemFiles().join(", ") || "none"}`);
for (const title of flakyTitles()) console.log(`flaky (passed on its retry): ${title}`);
// After a passing run its servers' folders go; after a failure they stay for a look until the next run.
if (failed === 0) removeIdleServerDirs("tests/.tmp", 0);
const passed = unit.passed + apiOnPostgres.passed + e2e.passed;
const skipped = unit.skipped + apiOnPostgres.skipped + e2e.skipped;
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(jestStatus === 0 && postgresStatus === 0 && e2eStatus === 0 ? 0 : 1);
