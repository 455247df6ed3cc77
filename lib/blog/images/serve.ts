import "server-only";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { notFound } from "@/lib/http/errors";
import { blogImageFile } from "./storage";

const TYPES: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg", png: "image/png", gif: "image/gif" };

/** Streams a stored blog image by its generated name; any other name is a 404. */
export async function serveBlogImage(name: string): Promise<Response> {
  const file = blogImageFile(name);
  if (!file) throw notFound("Image not found.");
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound("Image not found.");
  const type = TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(info.size),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
