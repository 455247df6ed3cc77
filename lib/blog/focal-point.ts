// No zod here: the public cards and cover import this (the schema is in field-rules.ts).
import type { FocalPoint } from "./field-rules";

export type { FocalPoint };

/**
 * A focal point is the point of an image that must stay in view when a box of another shape crops
 * it (the post page's wide cover, the card's 16:10 thumbnail, the 1200×630 share image): percent of
 * the width from the left and of the height from the top. Absent means the middle.
 */
export const CENTRE: FocalPoint = { x: 50, y: 50 };

/** The CSS `object-position` that keeps the point in view; undefined for none (CSS's own middle). */
export function objectPosition(point: FocalPoint | undefined): string | undefined {
  return point ? `${point.x}% ${point.y}%` : undefined;
}

/**
 * The part of a `width`×`height` image, scaled to cover `targetWidth`×`targetHeight`, that the box
 * shows: as `object-fit: cover` with `object-position` at the point does in the browser (the point
 * at the same fraction of the overflow), so the share image frames the cover as the page does.
 */
export function coverCrop(
  width: number,
  height: number,
  targetWidth: number,
  targetHeight: number,
  point: FocalPoint = CENTRE,
): { scaledWidth: number; scaledHeight: number; left: number; top: number } {
  const scale = Math.max(targetWidth / width, targetHeight / height);
  const scaledWidth = Math.max(targetWidth, Math.round(width * scale));
  const scaledHeight = Math.max(targetHeight, Math.round(height * scale));
  return {
    scaledWidth,
    scaledHeight,
    left: Math.round(((scaledWidth - targetWidth) * point.x) / 100),
    top: Math.round(((scaledHeight - targetHeight) * point.y) / 100),
  };
}
