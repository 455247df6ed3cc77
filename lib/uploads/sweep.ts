import "server-only";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { STAGED_TTL_MS, SWEEP_INTERVAL_MS, TEMP_TTL_MS } from "./limits";
import { areaDir, removeFiles, type UploadArea } from "./storage";

async function removeOlderThan(area: UploadArea, maxAgeMs: number, now: number): Promise<number> {
  const dir = areaDir(area);
  const names = await readdir(dir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > maxAgeMs) old.push(file);
  }
  await removeFiles(old);
  return old.length;
}

/** Deletes staged files nobody claimed within 24 h and temp files a crashed process left behind. */
export async function sweepExpiredUploads(now = Date.now()): Promise<number> {
  return (await removeOlderThan("staging", STAGED_TTL_MS, now)) + (await removeOlderThan("tmp", TEMP_TTL_MS, now));
}

let lastSweep = 0;

/** Runs the sweep at most every 10 minutes per process, in the background of an upload request. */
export function sweepNowAndThen(now = Date.now()): void {
  if (now - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = now;
  sweepExpiredUploads(now).catch((error: unknown) => console.error("[uploads] sweep failed:", error));
}
