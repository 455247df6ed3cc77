import "server-only";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { uploadRoot } from "@/lib/uploads/storage";

/** UPLOAD_DIR/blog-images: the originals and their WebP copies, outside public/. */
export function blogImageDir(): string {
  return path.join(uploadRoot(), "blog-images");
}

export async function ensureBlogImageDir(): Promise<string> {
  const dir = blogImageDir();
  await mkdir(dir, { recursive: true });
  return dir;
}

/** The file of a generated name only (`<32 hex>-<width>.webp` or `<32 hex>.<ext>`); null for anything else. */
export function blogImageFile(name: string): string | null {
  if (!/^[a-f0-9]{32}(-\d{2,4}\.webp|\.(jpg|png|webp|gif))$/.test(name)) return null;
  return path.join(blogImageDir(), name);
}
