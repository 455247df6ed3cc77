/** @jest-environment node */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, utimesSync } from "node:fs";
import path from "node:path";
import { makeServerDir, removeIdleServerDirs } from "../../../scripts/lib/test-server-dirs";
import { temporaryDir } from "../../support/temp-dir";

const tmp = temporaryDir("server-dirs-", "test");
const hourAgo = () => new Date(Date.now() - 3_600_000);

/** A server folder as a test server leaves it (a copy of the project by build-sandbox.ts), last changed an hour ago unless `recent`. */
function serverFolder(name: string, recent = false): string {
  const dir = path.join(tmp(), name);
  mkdirSync(path.join(dir, "project"), { recursive: true });
  if (!recent) utimesSync(dir, hourAgo(), hourAgo());
  return dir;
}

it("removes the server folders nothing runs in, and keeps a running server's, a fresh one and other files", async () => {
  serverFolder("e2e-AbC123");
  serverFolder("system-x9Y8z7");
  serverFolder("e2e-editor-Q1w2E3");
  const running = serverFolder("system-Run123");
  serverFolder("e2e-New456", true);
  mkdirSync(path.join(tmp(), "reports"));
  utimesSync(path.join(tmp(), "reports"), hourAgo(), hourAgo());
  // A server of another run still works in its folder.
  const server = spawn("sleep", ["30"], { cwd: path.join(running, "project") });
  try {
    removeIdleServerDirs(tmp(), 10 * 60_000);
    expect(readdirSync(tmp()).sort()).toEqual(["e2e-New456", "reports", "system-Run123"]);
  } finally {
    server.kill();
  }
});

it("with no quiet time asked, removes a fresh folder too once nothing runs in it", () => {
  serverFolder("e2e-Fresh1", true);
  removeIdleServerDirs(tmp(), 0);
  expect(existsSync(path.join(tmp(), "e2e-Fresh1"))).toBe(false);
});

it("does nothing when the folder does not exist yet", () => {
  expect(() => removeIdleServerDirs(path.join(tmp(), "missing"), 0)).not.toThrow();
});

it("removes the folders each kind of test server is given, once idle", () => {
  const made = (["e2e", "system", "e2e-editor"] as const).map((kind) =>
    makeServerDir(path.join(tmp(), "servers"), kind),
  );
  for (const dir of made) utimesSync(dir, hourAgo(), hourAgo());
  removeIdleServerDirs(path.join(tmp(), "servers"), 10 * 60_000);
  expect(readdirSync(path.join(tmp(), "servers"))).toEqual([]);
});
