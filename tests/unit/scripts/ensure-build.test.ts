/** @jest-environment node */
// `npm start`'s build step (scripts/lib/ensure-build.ts) in a project folder of its own, whose `next` is
// a stand-in: `npx --no-install next build` finds it in the folder's node_modules/.bin as it finds the
// real one. The stand-in notes each run and leaves what the start reads after a build: BUILD_ID and a
// pre-rendered page (for the CSP manifest). It runs until the test removes the folder's `hold` file,
// when there is one, so two starts meet at the lock on every run, however the machine is loaded.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "../../../lib/security/inline-script-hashes";
import { buildEnv } from "../../../scripts/lib/build-stamp";
import { setupNodeBundle } from "../../support/node-bundle";
import { temporaryDir } from "../../support/temp-dir";

const tmp = temporaryDir("ensure-build-", "test");
const root = process.cwd();
// Bundled, not under tsx (two processes a start); ensure-build.ts finds scripts/serve.ts beside itself.
const child = setupNodeBundle("tests/unit/scripts/ensure-build-child.ts", {
  "import.meta.dirname": JSON.stringify(path.join(root, "scripts", "lib")),
});
const page = (buildId: string) => `<html><body><script>self.build="${buildId}"</script></body></html>`;

const stubNext = `#!/usr/bin/env node
const fs = require("node:fs");
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
fs.appendFileSync("builds.log", process.argv.slice(2).join(" ") + " " + (process.env.SUPPORT_EMAIL || "") + "\\n");
for (const end = Date.now() + 60000; fs.existsSync("hold") && Date.now() < end; ) pause(50);
const buildId = "build-" + Date.now();
fs.mkdirSync(".next/server/app/en", { recursive: true });
fs.writeFileSync(".next/BUILD_ID", buildId);
fs.writeFileSync(".next/server/app/en/about.html", ${JSON.stringify(page("BUILD"))}.replace("BUILD", buildId));
`;

/** A project folder with the stand-in `next` and this .env. */
function project(env: string): string {
  const dir = tmp();
  mkdirSync(path.join(dir, "node_modules", ".bin"), { recursive: true });
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "stub-site", private: true }));
  writeFileSync(path.join(dir, "node_modules", ".bin", "next"), stubNext);
  chmodSync(path.join(dir, "node_modules", ".bin", "next"), 0o755);
  writeFileSync(path.join(dir, ".env"), env);
  return dir;
}

/** The builds the stand-in made: its arguments and the SUPPORT_EMAIL it saw, one line each. */
const builds = (dir: string) =>
  existsSync(path.join(dir, "builds.log")) ? readFileSync(path.join(dir, "builds.log"), "utf8").trim().split("\n") : [];

interface Start {
  log: () => string;
  exited: Promise<number | null>;
}

/** `npm start`'s steps up to serving, in `dir`, as a shell starts it: .env decides the settings. */
function start(dir: string): Start {
  const env: Record<string, string | undefined> = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NODE_ENV;
  for (const name of buildEnv) delete env[name];
  const process_ = spawn(process.execPath, [child.file], {
    cwd: dir,
    env: env as NodeJS.ProcessEnv,
  });
  let output = "";
  process_.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  process_.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // A start that waits for ever (a lock never given up) is stopped, and its log says so.
  const timer = setTimeout(() => {
    output += "\n(stopped after 45 s)";
    process_.kill("SIGKILL");
  }, 45_000);
  const exited = new Promise<number | null>((resolve) =>
    process_.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    }),
  );
  return { log: () => output, exited };
}

async function startAndWait(dir: string): Promise<string> {
  const started = start(dir);
  expect(await started.exited).toBe(0);
  return started.log();
}

jest.setTimeout(120_000);

it("builds when a setting baked into the pages changes in .env, not when another variable does", async () => {
  const dir = project("SUPPORT_EMAIL=help@first.test\n");
  const first = await startAndWait(dir);
  expect(first).toContain("> Building the production bundle (next build)…");
  expect(builds(dir)).toEqual(["build help@first.test"]);
  // What the server reads beside the build: the hashes of each pre-rendered page's inline scripts.
  const buildId = readFileSync(path.join(dir, ".next", "BUILD_ID"), "utf8");
  expect(JSON.parse(readFileSync(path.join(dir, ".next", "csp-hashes.json"), "utf8"))).toEqual({
    buildId,
    pages: { "/en/about": inlineScriptHashes(page(buildId)) },
  });

  expect(await startAndWait(dir)).toContain("> Production build is current.");
  // The team's inbox is read at run time, not baked into a page.
  writeFileSync(path.join(dir, ".env"), "SUPPORT_EMAIL=help@first.test\nLEADS_TO=team@second.test\n");
  expect(await startAndWait(dir)).toContain("> Production build is current.");
  expect(builds(dir)).toHaveLength(1);

  writeFileSync(path.join(dir, ".env"), "SUPPORT_EMAIL=help@second.test\nLEADS_TO=team@second.test\n");
  const changed = await startAndWait(dir);
  expect(changed).toContain("> Building the production bundle (next build)…");
  expect(builds(dir)).toEqual(["build help@first.test", "build help@second.test"]);
});

it("two starts at once: one builds, the other waits for that build and serves it", async () => {
  const dir = project("SUPPORT_EMAIL=help@second.test\n");
  writeFileSync(path.join(dir, "hold"), "");
  const starts = [start(dir), start(dir)];
  const logs = () => starts.map((started) => started.log());
  // The build goes on until one start says it waits (or both have begun building, or a minute passed).
  for (const end = Date.now() + 60_000; Date.now() < end;) {
    if (logs().some((log) => log.includes("Waiting for the build under way"))) break;
    if (logs().every((log) => log.includes("Building the production bundle"))) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  rmSync(path.join(dir, "hold"));
  expect(await Promise.all(starts.map((started) => started.exited))).toEqual([0, 0]);

  const builder = logs().filter((log) => log.includes("> Building the production bundle (next build)…"));
  const waiter = logs().filter((log) => !log.includes("Building the production bundle"));
  expect(builder).toHaveLength(1);
  expect(waiter).toHaveLength(1);
  expect(waiter[0]).toMatch(
    /> Waiting for the build under way \(process \d+\)…\n> Production build is current \(built by another process\)\./,
  );
  expect(builds(dir)).toEqual(["build help@second.test"]);
  expect(existsSync(path.join(dir, ".next-build.lock"))).toBe(false);
});

it("takes over a build lock left by a process that died", async () => {
  const dir = project("SUPPORT_EMAIL=help@second.test\n");
  const gone = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
  writeFileSync(path.join(dir, ".next-build.lock"), gone.stdout.trim());
  const log = await startAndWait(dir);
  expect(log).not.toContain("Waiting for the build under way");
  expect(log).toContain("> Building the production bundle (next build)…");
  expect(builds(dir)).toEqual(["build help@second.test"]);
  expect(existsSync(path.join(dir, ".next-build.lock"))).toBe(false);
});
