import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs } from "./scripts/lib/chromium-args";

// The shared server's port, the one chosen by hand: the config needs it before any worker starts. Put in
// the environment, it is the same for the runner, its workers and the server (tests/support/serve-e2e.ts).
process.env.E2E_PORT ??= "3100";
const port = Number(process.env.E2E_PORT);
const browser = process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on 2 cores: with two, a fifth of the cores sat idle while tests waited on timers, servers and
  // mail; a third worker took the e2e stage from 512 to 429 s here (docs/testing.md).
  workers: 3,
  // One retry on CI: a test that passes only on its retry is reported as flaky by name (scripts/test-all.ts),
  // so a timing flake on a loaded 2-core runner is seen and fixed without refusing the whole run.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The reviewed pictures are the headless shell's drawing: a full Chromium places text a pixel apart, so
  // with one (scripts/test-all.ts falls back to it) every other check still runs but no picture is compared.
  ignoreSnapshots: !/headless-shell/.test(browser),
  reporter: [["list"], ["json", { outputFile: "tests/.tmp/e2e.json" }]],
  // The migrated databases the specs' own servers start from, made once per run (tests/support/server-database.ts).
  globalSetup: "./tests/support/server-database.ts",
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace only for a failed test's retry (CI retries once; locally, `--trace retain-on-failure`): recording
    // every test's screencast and DOM snapshots took a third of the e2e time (67 s against 45 s for 79 tests).
    trace: "on-first-retry",
    // Debian's headless build of Chromium (the kind Playwright runs headless by default; its own download is
    // unreachable here): the same Blink as the full browser, without its window layer, and about 30% less
    // CPU on the page-by-page specs. Lighthouse and the bench keep the full browser (CHROME_PATH).
    launchOptions: {
      executablePath: browser,
      args: chromiumArgs,
    },
  },
  // The PostgreSQL project first: its two-instance spec is the longest serial group (about a minute), and
  // started last it would leave the other worker idle at the end.
  projects: [
    // With a PostgreSQL cluster (npm test starts one where the server binaries are installed): the
    // system specs that store leads run again on PostgreSQL (tests/support/system-server.ts), and the
    // several-instances spec runs there alone.
    ...(process.env.TEST_POSTGRES_URL
      ? [
          {
            name: "postgresql",
            metadata: { database: "postgresql" },
            // Load and SIGKILL on PostgreSQL are system-instances.spec.ts's own (two instances behind nginx);
            // the outbox's SIGTERM and SIGKILL copies, the crowd's and the client address's counters are the
            // API tests' on PostgreSQL (tests/api/on-postgres.mjs): outbox-restart, leads-one-request,
            // sign-in-limits. The other system specs' outcome does not depend on the database.
            testMatch: /system-(bad-input|instances)\.spec\.ts/,
          },
        ]
      : []),
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: /system-instances\.spec\.ts/ },
  ],
  webServer: {
    // Serves the existing production build on a fresh database (`npm test` builds first when needed).
    command: `npx tsx tests/support/serve-e2e.ts`,
    url: `http://localhost:${port}/api/test/hello`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
