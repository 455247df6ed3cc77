/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { assertWritableDatabase, assertWritableFolder } from "@/lib/db/writable";

const dir = mkdtempSync(path.join(os.tmpdir(), "writable-"));
// A folder that can never be created: its parent is a plain file (ENOTDIR), as portable as a read-only mount.
const blocker = path.join(dir, "not-a-folder");
writeFileSync(blocker, "");
const unwritable = path.join(blocker, "uploads");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("start-up write checks", () => {
  it("accepts a folder and a database that take writes, and leaves nothing behind", () => {
    assertWritableFolder(path.join(dir, "uploads"));
    const file = path.join(dir, "site.db");
    new Database(file).close();
    assertWritableDatabase(file);
    const tables = new Database(file).prepare("SELECT name FROM sqlite_master").all();
    expect(tables).toEqual([]);
  });

  it("names a folder that cannot be written", () => {
    expect(() => assertWritableFolder(unwritable)).toThrow(`The folder ${unwritable} is not writable: `);
  });

  it("npm start refuses to start with an upload folder it cannot write, in one line", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: `file:${path.join(dir, "start.db")}`, UPLOAD_DIR: unwritable },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`> Cannot start: The folder ${unwritable} is not writable: ENOTDIR`);
  });
});
