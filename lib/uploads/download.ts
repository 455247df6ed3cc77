import { timingSafeEqual, createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { notFound, unauthorized } from "@/lib/http/errors";
import { attachmentDisposition } from "./content-disposition";
import { pathIn } from "./storage";

/**
 * Staff access to uploaded files, for now by `Authorization: Bearer <STAFF_EXPORT_TOKEN>`. With no
 * token configured nobody gets in. Hashing both sides makes the comparison constant-time whatever
 * the lengths.
 */
export function assertStaffToken(request: Request): void {
  const expected = env().STAFF_EXPORT_TOKEN;
  const given = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
  const digest = (value: string) => createHash("sha256").update(value).digest();
  if (!expected || !given || !timingSafeEqual(digest(given), digest(expected))) {
    throw unauthorized("A valid staff token is required.");
  }
}

/** Streams an uploaded file from disk with its original name and its checked type. */
export async function uploadedFileResponse(rawId: string): Promise<Response> {
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  const file = Number.isSafeInteger(id) ? await db().uploadedFile.findUnique({ where: { id } }) : null;
  if (!file) throw notFound("No such file.");
  const path = pathIn("files", file.storedName);
  const info = await stat(path).catch(() => null);
  if (!info) throw notFound("No such file.");
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(info.size),
      "Content-Disposition": attachmentDisposition(file.originalName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
