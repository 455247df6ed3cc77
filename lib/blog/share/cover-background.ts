import "server-only";
import path from "node:path";
import sharp from "sharp";
import { blogImageFile } from "../images/storage";
import { coverCrop, type FocalPoint } from "../focal-point";
import { parseVariant, variantName } from "../images/variants";

/**
 * The post's cover as a 1200×630 JPEG data URL for the share image: an uploaded image (its largest
 * copy) or one of the site's own files under public/blog, cropped around its focal point as the
 * page crops it. Addresses of other sites are not fetched.
 */
export async function coverBackground(cover: string | undefined, focus?: FocalPoint): Promise<string | null> {
  if (!cover) return null;
  const variant = parseVariant(cover);
  let file: string | null = null;
  if (variant) file = blogImageFile(variantName(variant.id, variant.width));
  else if (!/^[a-z]+:|^\/\//i.test(cover)) {
    const relative = cover.startsWith("/") ? cover.slice(1) : path.posix.join("blog", cover);
    const resolved = path.resolve(process.cwd(), "public", relative);
    if (resolved.startsWith(path.resolve(process.cwd(), "public") + path.sep)) file = resolved;
  }
  if (!file) return null;
  try {
    const { width, height } = await sharp(file).metadata();
    if (!width || !height) return null;
    const crop = coverCrop(width, height, 1200, 630, focus);
    const jpeg = await sharp(file)
      .resize(crop.scaledWidth, crop.scaledHeight, { fit: "fill" })
      .extract({ left: crop.left, top: crop.top, width: 1200, height: 630 })
      .jpeg({ quality: 82 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  } catch (error) {
    console.warn(
      `[blog] share image: cover ${cover} could not be read:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}
