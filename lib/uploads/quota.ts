import "server-only";
import { readdir, stat, statfs } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/config/env";
import { UploadRefusal } from "./refusal";
import { uploadRoot } from "./storage";

/** How long a measured usage of UPLOAD_DIR is trusted before it is measured again. */
const RESCAN_MS = 30_000;
/** The log warns once usage passes this share of the quota, at most every 10 minutes. */
const WARN_AT = 0.8;
const WARN_EVERY_MS = 10 * 60_000;

interface DiskState {
  /** Bytes under UPLOAD_DIR: measured, plus what this process kept since. */
  used: number;
  /** Free bytes on its file system when measured. */
  free: number;
  measuredAt: number;
}

let disk: DiskState | undefined;
/** Bytes of upload bodies arriving right now in this process, not yet on disk for good. */
let receiving = 0;
let lastWarning = 0;

async function bytesUnder(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    total += (await stat(path.join(entry.parentPath, entry.name)).catch(() => null))?.size ?? 0;
  }
  return total;
}

async function diskState(): Promise<DiskState> {
  if (disk && Date.now() - disk.measuredAt < RESCAN_MS) return disk;
  const root = uploadRoot();
  const fs = await statfs(root);
  disk = { used: await bytesUnder(root), free: fs.bavail * fs.bsize, measuredAt: Date.now() };
  return disk;
}

/** UPLOAD_QUOTA_BYTES (2 GiB unless set): a fixed size, not a share of the disk one address could fill. */
function quota(): number {
  return env().UPLOAD_QUOTA_BYTES;
}

function alert(message: string): void {
  console.error(`[uploads] ALERT: ${message}`);
}

/** What may still arrive before the quota or the free-space floor is reached; logs the reason at 0. */
function room(state: DiskState): number {
  const left = quota() - state.used - receiving;
  const aboveFloor = state.free - receiving - env().UPLOAD_MIN_FREE_BYTES;
  if (state.used > WARN_AT * quota() && Date.now() - lastWarning > WARN_EVERY_MS) {
    lastWarning = Date.now();
    console.warn(`[uploads] uploads use ${state.used} of their ${quota()}-byte quota (UPLOAD_QUOTA_BYTES)`);
  }
  return Math.min(left, aboveFloor);
}

export interface UploadBudget {
  /** Counts bytes as they arrive; throws a "storageFull" refusal the moment they do not fit. */
  take(bytes: number): void;
  /** The body ended (kept or not): its bytes stop counting as arriving; kept ones count as used. */
  release(keptBytes: number): void;
}

/**
 * Before an upload body is read: refuses (507) when `expectedBytes` cannot fit under the total
 * upload quota or would leave less free disk than UPLOAD_MIN_FREE_BYTES, which is kept for the
 * database so lead writes never fail for a full disk. The budget then checks every chunk, so
 * uploads that arrive together cannot pass the limits between them.
 */
export async function reserveUploadRoom(expectedBytes: number): Promise<UploadBudget> {
  const state = await diskState();
  const refuse = (why: string): never => {
    alert(why);
    throw new UploadRefusal("storageFull");
  };
  if (room(state) < expectedBytes) {
    refuse(`an upload of ${expectedBytes} bytes was refused: ${describe(state)}`);
  }
  let taken = 0;
  return {
    take(bytes) {
      taken += bytes;
      receiving += bytes;
      if (room(state) < 0) refuse(`an upload was stopped after ${taken} bytes: ${describe(state)}`);
    },
    release(keptBytes) {
      receiving -= taken;
      taken = 0;
      if (disk) disk.used += keptBytes;
    },
  };
}

function describe(state: DiskState): string {
  return `${state.used} bytes used of a ${quota()}-byte quota, ${state.free} bytes free on disk, ${receiving} arriving`;
}
