/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { serverHeapFlags } from "@/scripts/lib/server-heap";

const root = path.join(__dirname, "..", "..", "..");
const heapLimitMiB = (args: string[]) => {
  const probe = 'process.stdout.write(String(require("node:v8").getHeapStatistics().heap_size_limit))';
  const result = spawnSync("npx", ["--no-install", ...args, "-e", probe], { cwd: root, encoding: "utf8" });
  return Number(result.stdout) / 1024 / 1024;
};

test("`npm start` runs the server under the heap limit the bench's servers get (scripts/lib/server-heap.ts)", () => {
  const start = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } })
    .scripts.start;
  const [command, ...args] = start.split(" ");
  expect(command).toBe("tsx");
  expect(args.at(-1)).toBe("scripts/start.ts");
  const flags = args.slice(0, -1);
  expect(flags).toEqual(serverHeapFlags);
  // The limit V8 reports is the old generation's plus the young generation's (a few tens of MiB).
  const limit = heapLimitMiB(["tsx", ...flags]);
  expect(limit).toBeGreaterThanOrEqual(768);
  expect(limit).toBeLessThan(768 + 100);
}, 30_000);
