import "server-only";
import { open, rename } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { sniffKind, SNIFF_BYTES } from "@/lib/uploads/sniff";
import { removeFiles } from "@/lib/uploads/storage";
import { blogImageDir } from "./storage";
import { MAX_IMAGE_PIXELS, variantName, widthsFor } from "./variants";

/** Why an image was refused; each has a message in `editor.imageErrors`. */
export class ImageRefusal extends Error {
  constructor(readonly code: "notImage" | "tooManyPixels" | "unreadable") {
    super(`image refused: ${code}`);
    this.name = "ImageRefusal";
  }
}

const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp", gif: "gif" } as const;
const MIME_TYPES = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" } as const;

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface ProcessedImage {
  mimeType: string;
  width: number;
  height: number;
  widths: number[];
}

/**
 * Checks an uploaded file by its content (the leading bytes must be JPEG, PNG, WebP or GIF, and
 * the whole file must decode), then keeps it under `id` and writes WebP copies in each width
 * (first frame of an animation, rotated as its EXIF says, metadata dropped).
 */
export async function processImage(tempPath: string, id: string): Promise<ProcessedImage> {
  const kind = sniffKind(await readHead(tempPath));
  if (kind !== "jpeg" && kind !== "png" && kind !== "webp" && kind !== "gif") throw new ImageRefusal("notImage");
  // The size is read from the header with no pixel limit: sharp refuses a larger image's metadata with
  // the same error as a broken file, and the writer must hear that it is too large, not unreadable.
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    meta = await sharp(tempPath, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    throw new ImageRefusal("unreadable");
  }
  if (!meta.width || !meta.height) throw new ImageRefusal("unreadable");
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageRefusal("tooManyPixels");
  const image = sharp(tempPath, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).rotate();
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? meta.height : meta.width;
  const height = upright ? meta.width : meta.height;
  const dir = blogImageDir();
  const widths = widthsFor(width);
  const written: string[] = [];
  try {
    for (const w of widths) {
      const file = path.join(/*turbopackIgnore: true*/ dir, variantName(id, w));
      written.push(file);
      await image.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toFile(file);
    }
  } catch {
    await removeFiles(written);
    throw new ImageRefusal("unreadable");
  }
  await rename(tempPath, path.join(/*turbopackIgnore: true*/ dir, `${id}.${EXTENSIONS[kind]}`));
  return { mimeType: MIME_TYPES[kind], width, height, widths };
}
