import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/config/env";

/**
 * Layout under UPLOAD_DIR (outside public/): tmp/ holds bodies while they arrive, staging/ files
 * sent ahead of the final submit, files/ those attached to a recorded request. Every name is random
 * and made here; nothing the visitor sends ever becomes part of a path.
 */
export type UploadArea = "tmp" | "staging" | "files";

export function uploadRoot(): string {
  return path.resolve(env().UPLOAD_DIR);
}

export function areaDir(area: UploadArea): string {
  return path.join(uploadRoot(), area);
}

export async function ensureUploadDirs(): Promise<void> {
  for (const area of ["tmp", "staging", "files"] as const) await mkdir(areaDir(area), { recursive: true });
}

/** 32 hex characters: 128 random bits. */
export function randomName(): string {
  return randomBytes(16).toString("hex");
}

export const isRandomName = (value: string) => /^[a-f0-9]{32}$/.test(value);

export function pathIn(area: UploadArea, name: string): string {
  if (!/^[a-f0-9]{32}(\.json)?$/.test(name)) throw new Error(`not a generated upload name: ${name}`);
  return path.join(areaDir(area), name);
}

/** Deletes files that may or may not exist; a failure is logged, never thrown over the real error. */
export async function removeFiles(paths: Iterable<string>): Promise<void> {
  await Promise.all(
    [...paths].map((file) =>
      rm(file, { force: true }).catch((error: unknown) => console.error(`[uploads] could not delete ${file}:`, error)),
    ),
  );
}
