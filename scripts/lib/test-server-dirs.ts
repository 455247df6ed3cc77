import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync } from "node:fs";
import path from "node:path";

// The folders the suite's servers run in: a database, mail, uploads and a copy of the build each
// (tests/support/build-sandbox.ts), about 15 MB. By who starts them: tests/support/serve-e2e.ts,
// tests/support/system-server.ts and tests/e2e/blog-support.ts.
const serverKinds = ["e2e", "system", "e2e-editor"] as const;
const serverDir = new RegExp(`^(${serverKinds.join("|")})-[A-Za-z0-9]{6}$`);

/** A new folder under `tmp` for a test server, of a name removeIdleServerDirs knows. */
export function makeServerDir(tmp: string, kind: (typeof serverKinds)[number]): string {
  mkdirSync(tmp, { recursive: true });
  return mkdtempSync(path.join(tmp, `${kind}-`));
}

/** The working folders of the processes running now (Linux's /proc). */
function workingFolders(): string[] {
  const folders: string[] = [];
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      folders.push(readlinkSync(`/proc/${pid}/cwd`));
    } catch {
      // Ended meanwhile.
    }
  }
  return folders;
}

/**
 * Removes the test servers' folders under `tmp` that no running process works in and that nothing
 * changed for `quietForMs`: a run of the suite beside this one keeps its own, even while one of its
 * servers restarts in its folder.
 */
export function removeIdleServerDirs(tmp: string, quietForMs: number): void {
  let names: string[];
  try {
    names = readdirSync(tmp);
  } catch {
    return;
  }
  const busy = workingFolders();
  for (const name of names) {
    if (!serverDir.test(name)) continue;
    const dir = path.resolve(tmp, name);
    if (busy.some((folder) => folder === dir || folder.startsWith(dir + path.sep))) continue;
    if (Date.now() - statSync(dir).mtimeMs < quietForMs) continue;
    rmSync(dir, { recursive: true, force: true });
  }
}
