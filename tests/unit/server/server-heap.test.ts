/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { serverHeapFlags } from "@/scripts/lib/server-heap";

const root = path.join(__dirname, "..", "..", "..");

test("`npm start` serves under the heap limit the bench's servers get (scripts/lib/server-heap.ts)", () => {
  const start = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } })
    .scripts.start;
  // The preparing step under tsx, then the server in plain Node, in place of the shell (signals reach it).
  expect(start).toBe(`tsx scripts/start.ts && exec node ${serverHeapFlags.join(" ")} .next/serve.mjs`);
  const probe = 'process.stdout.write(String(require("node:v8").getHeapStatistics().heap_size_limit))';
  const limit = Number(spawnSync(process.execPath, [...serverHeapFlags, "-e", probe], { encoding: "utf8" }).stdout);
  // The limit V8 reports is the old generation's plus the young generation's (a few tens of MiB).
  expect(limit / 1024 / 1024).toBeGreaterThanOrEqual(768);
  expect(limit / 1024 / 1024).toBeLessThan(768 + 100);
});
