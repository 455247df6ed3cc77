import "server-only";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { attachmentDisposition } from "./content-disposition";
import { pathIn } from "./storage";

/** The uploaded file `rawId` (a path segment) names, or null. */
export async function findUploadedFile(rawId: string) {
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  return Number.isSafeInteger(id) ? await db().uploadedFile.findUnique({ where: { id } }) : null;
}

/** Streams an uploaded file from disk with its original name and its checked type. */
export async function uploadedFileResponse(rawId: string): Promise<Response> {
  const file = await findUploadedFile(rawId);
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
