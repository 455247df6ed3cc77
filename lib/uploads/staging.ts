import "server-only";
import { readFile, rename, stat, writeFile } from "node:fs/promises";
import { z } from "@/lib/validation/z";
import { STAGED_TTL_MS } from "./limits";
import { UploadRefusal } from "./refusal";
import { isRandomName, pathIn, randomName, removeFiles } from "./storage";
import type { VerifiedFile } from "./verify-file";

/**
 * Files sent one by one ahead of the final submit, so the browser can show each file's real
 * progress and cancel it. Each is kept under staging/<token> with a small JSON description; the
 * token (128 random bits) is what the final submit sends back. Unclaimed files expire (sweep.ts).
 */
const stagedMetaSchema = z.object({
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
  stagedAt: z.number(),
});

export type StagedMeta = z.infer<typeof stagedMetaSchema>;

export interface StagedFile extends StagedMeta {
  token: string;
  path: string;
}

export async function stageFile(file: VerifiedFile, now = Date.now()): Promise<StagedFile> {
  const token = randomName();
  const meta: StagedMeta = { originalName: file.originalName, mimeType: file.mimeType, size: file.size, stagedAt: now };
  const path = pathIn("staging", token);
  await writeFile(pathIn("staging", `${token}.json`), JSON.stringify(meta), { flag: "wx" });
  await rename(file.tempPath, path);
  return { token, path, ...meta };
}

/** The staged file of a token, or an "uploadExpired" refusal when it is unknown, gone or too old. */
export async function findStaged(token: string, now = Date.now()): Promise<StagedFile> {
  if (!isRandomName(token)) throw new UploadRefusal("uploadExpired");
  try {
    const meta = stagedMetaSchema.parse(JSON.parse(await readFile(pathIn("staging", `${token}.json`), "utf8")));
    const path = pathIn("staging", token);
    const { size } = await stat(path);
    if (size !== meta.size || now - meta.stagedAt > STAGED_TTL_MS) throw new Error("stale");
    return { token, path, ...meta };
  } catch {
    throw new UploadRefusal("uploadExpired", {});
  }
}

/** Whether a token still names a staged file the submit would take (not unknown, gone or too old). */
export async function isStaged(token: string, now = Date.now()): Promise<boolean> {
  return findStaged(token, now).then(
    () => true,
    () => false,
  );
}

/** Removes a staged file and its description (the visitor deleted it, or it was claimed). */
export async function discardStaged(token: string): Promise<void> {
  if (!isRandomName(token)) return;
  await removeFiles([pathIn("staging", token), pathIn("staging", `${token}.json`)]);
}
