import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach } from "@jest/globals";

/**
 * A fresh folder under the system's temporary one, made once before the file's tests (`"file"`) or
 * before each test (`"test"`), and removed after them. Call the returned function for its path.
 */
export function temporaryDir(prefix: string, per: "file" | "test"): () => string {
  let dir = "";
  const [before, after] = per === "file" ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return () => dir;
}
