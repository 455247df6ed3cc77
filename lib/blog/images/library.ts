import "server-only";
import { db } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { receiveOneFile } from "@/lib/uploads/receive-multipart";
import { UploadRefusal } from "@/lib/uploads/refusal";
import { ensureUploadDirs, randomName, removeFiles } from "@/lib/uploads/storage";
import { editorTranslator } from "../blog-payload";
import { ImageRefusal, processImage } from "./process-image";
import { ensureBlogImageDir } from "./storage";
import { MAX_IMAGE_BYTES, variantSrcSet, variantUrl } from "./variants";

/** An uploaded image as the editor's picker shows it. */
export function imageView(row: {
  id: string;
  originalName: string;
  width: number;
  height: number;
  widths: unknown;
  createdAt: Date;
}) {
  // Written by this module as an array of numbers; anything else falls back to the original's width.
  const widths = Array.isArray(row.widths) ? row.widths.filter((w): w is number => typeof w === "number") : [];
  const url = variantUrl(row.id, widths[widths.length - 1] ?? row.width);
  return {
    id: row.id,
    name: row.originalName,
    width: row.width,
    height: row.height,
    url,
    thumb: variantUrl(row.id, widths[0] ?? row.width),
    srcSet: variantSrcSet(url),
    createdAt: row.createdAt.toISOString(),
  };
}
export type BlogImageView = ReturnType<typeof imageView>;

export async function listImages(): Promise<BlogImageView[]> {
  const rows = await db().blogImage.findMany({ orderBy: { createdAt: "desc" }, take: 500 });
  return rows.map(imageView);
}

const refusalKey = (error: UploadRefusal) =>
  error.code === "tooLarge" || error.code === "requestTooLarge"
    ? "tooLarge"
    : error.code === "storageFull"
      ? "storageFull"
      : "malformed";

/**
 * POST /api/blog-images: one `file` part of at most 10 MB, received as a stream to UPLOAD_DIR/tmp,
 * checked by its content and decoded (lib/blog/images/process-image.ts), kept with its WebP copies
 * and recorded. Refusals respond 4xx with the reason in the editor's language.
 */
export async function uploadImage(request: Request): Promise<BlogImageView> {
  const t = await editorTranslator(request);
  await ensureUploadDirs();
  await ensureBlogImageDir();
  let tempPaths: string[] = [];
  try {
    const file = await receiveOneFile(request, MAX_IMAGE_BYTES);
    tempPaths = [file.tempPath];
    if (file.size === 0) throw new UploadRefusal("malformed");
    const id = randomName();
    const processed = await processImage(file.tempPath, id);
    const row = await db().blogImage.create({
      data: {
        id,
        originalName: file.originalName,
        mimeType: processed.mimeType,
        width: processed.width,
        height: processed.height,
        bytes: file.size,
        widths: processed.widths,
      },
    });
    return imageView(row);
  } catch (error) {
    await removeFiles(tempPaths);
    if (error instanceof ImageRefusal) {
      const message = t(`imageErrors.${error.code}`);
      throw new HttpError(error.code === "tooManyPixels" ? 413 : 415, message, { file: [message] });
    }
    if (error instanceof UploadRefusal) {
      const message = t(`imageErrors.${refusalKey(error)}`);
      throw new HttpError(error.status, message, { file: [message] });
    }
    throw error;
  }
}

/** Width and height of the uploaded images a post shows, by id (so pages can reserve their space). */
export async function imageSizes(ids: string[]): Promise<Record<string, { width: number; height: number }>> {
  if (!ids.length) return {};
  const rows = await db().blogImage.findMany({
    where: { id: { in: ids } },
    select: { id: true, width: true, height: true },
  });
  return Object.fromEntries(rows.map((row) => [row.id, { width: row.width, height: row.height }]));
}
