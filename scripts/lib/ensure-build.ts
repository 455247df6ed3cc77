import { spawnSync } from "node:child_process";
import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
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

/** `next build`, then what the production server reads beside it: the CSP hash manifest and the stamp. */
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
  if (isBuildCurrent(root)) return void console.log("> Production build is current.");
  withBuildLock(root, () => {
    if (isBuildCurrent(root)) console.log("> Production build is current (built by another process).");
    else build(root);
  });
}
