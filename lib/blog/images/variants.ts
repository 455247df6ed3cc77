/** Widths of the WebP copies made of an uploaded image (never wider than the original). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1600, 1920] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The public address prefix of uploaded blog images (app/api/blog-images/[file]). */
export const BLOG_IMAGE_ROUTE = "/api/blog-images/";
const VARIANT_NAME = /^([a-f0-9]{32})-(\d{2,4})\.webp$/;

export const variantName = (id: string, width: number) => `${id}-${width}.webp`;
export const variantUrl = (id: string, width: number) => `${BLOG_IMAGE_ROUTE}${variantName(id, width)}`;

/** The widths made of an original `width` pixels wide: every standard width below it, and it (at most 1920). */
export function widthsFor(width: number): number[] {
  const top = Math.min(width, 1920);
  return [...IMAGE_WIDTHS.filter((w) => w < top), top];
}

/** The id and width of an uploaded image's address, or null for any other address. */
export function parseVariant(path: string): { id: string; width: number } | null {
  const name = path.startsWith(BLOG_IMAGE_ROUTE) ? path.slice(BLOG_IMAGE_ROUTE.length).split(/[?#]/)[0] : path;
  const match = VARIANT_NAME.exec(name ?? "");
  return match?.[1] && match[2] ? { id: match[1], width: Number(match[2]) } : null;
}

/** `srcset` of an uploaded image's address (every copy up to its width), or undefined for other images. */
export function variantSrcSet(path: string): string | undefined {
  const variant = parseVariant(path);
  if (!variant) return undefined;
  return widthsFor(variant.width)
    .map((w) => `${variantUrl(variant.id, w)} ${w}w`)
    .join(", ");
}

/** The copy of an uploaded image at most `max` pixels wide (the smallest one if all are wider). */
export function variantUpTo(path: string, max: number): string {
  const variant = parseVariant(path);
  if (!variant) return path;
  const widths = widthsFor(variant.width);
  const fit = widths.filter((w) => w <= max);
  return variantUrl(variant.id, fit[fit.length - 1] ?? widths[0] ?? variant.width);
}

/** A post's four cover fields from one uploaded image: full, mini PC, tablet and phone widths. */
export function coverFields(path: string) {
  return {
    coverImage: variantUpTo(path, 1920),
    coverImageMiniPc: variantUpTo(path, 1600),
    coverImageTablet: variantUpTo(path, 1280),
    coverImageMo: variantUpTo(path, 960),
  };
}

/** The card's two thumbnails from one uploaded image. */
export function thumbnailFields(path: string) {
  return { thumbnail: variantUpTo(path, 960), thumbnailMo: variantUpTo(path, 640) };
}
