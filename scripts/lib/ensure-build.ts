import { spawnSync } from "node:child_process";
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import { buildSync, type BuildOptions } from "esbuild";
import { writeCspManifest } from "../../lib/security/csp-manifest";
import { isBuildCurrent, sourceHash, stampFile } from "./build-stamp";

const lockFile = (root: string) => path.join(root, ".next-build.lock");
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Runs `job` holding the folder's build lock: one build at a time, so a second `npm start` on the same
 * folder waits for the first one's build (Next refuses two at once) and then finds it current. A lock
 * left by a process that died is taken over. The lock is per machine (it names a process id).
 */
function withBuildLock(root: string, job: () => void): void {
  let announced = false;
  for (;;) {
    try {
      const fd = openSync(lockFile(root), "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(lockFile(root), "utf8") || 0);
      if (holder && !isAlive(holder)) rmSync(lockFile(root), { force: true });
      else {
        if (!announced) console.log(`> Waiting for the build under way (process ${holder})…`);
        announced = true;
        sleep(500);
      }
    }
  }
  try {
    job();
  } finally {
    rmSync(lockFile(root), { force: true });
  }
}

/** Where the production server runs from: scripts/serve.ts bundled, started as `node .next/serve.mjs`. */
export const serverBundle = (root: string) => path.join(root, ".next", "serve.mjs");

/**
 * esbuild's options for one file that plain Node runs: everything the entry imports from the project in it,
 * packages left as imports (resolved from node_modules at run time). The server's bundle and the tests' use them.
 */
export const nodeBundleOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "error",
} as const satisfies BuildOptions;

/**
 * Bundles scripts/serve.ts and the lib/ modules it imports into one file that plain Node runs, without tsx's
 * module hooks: under them each page cost about a third more CPU (docs/benchmark.md). Packages stay imports.
 * Bundled again at each start (a third of a second), so the file follows scripts/serve.ts without a new build;
 * written beside and renamed, so a second `npm start` never runs half a file.
 */
function bundleServer(root: string): void {
  const { outputFiles } = buildSync({
    ...nodeBundleOptions,
    entryPoints: [path.join(import.meta.dirname, "..", "serve.ts")],
    write: false,
    outfile: serverBundle(root),
  });
  const partial = `${serverBundle(root)}.${process.pid}`;
  writeFileSync(partial, outputFiles[0]!.contents);
  renameSync(partial, serverBundle(root));
}

/** `next build`, then what the production server reads beside it: the CSP hash manifest, the stamp, the server. */
function build(root: string): void {
  console.log("> Building the production bundle (next build)…");
  const hash = sourceHash(root);
  const result = spawnSync("npx", ["--no-install", "next", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeCspManifest(root);
  writeFileSync(stampFile(root), hash);
  bundleServer(root);
}

/** `npm run build`: always builds (scripts/build.ts). */
export function buildProduction(root: string): void {
  withBuildLock(root, () => build(root));
}

/**
 * `npm start`, `npm test`, the bench: builds unless the bundle in .next was built from the current
 * sources and environment (scripts/lib/build-stamp.ts), waiting for a build another process has begun.
 */
export function ensureBuild(root: string): void {
  const current = isBuildCurrent(root);
  if (current) console.log("> Production build is current.");
  // Taken even when current: the server's bundle follows scripts/serve.ts, which the build stamp does not cover.
  withBuildLock(root, () => {
    if (!current && !isBuildCurrent(root)) return build(root);
    if (!current) console.log("> Production build is current (built by another process).");
    bundleServer(root);
  });
}
