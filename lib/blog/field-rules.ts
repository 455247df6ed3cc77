import { sameSitePath } from "@/lib/http/same-site-path";
import { z } from "@/lib/validation/z";

/**
 * `//host/x` and `/\\host/x` look like site paths but browsers read them as another site's address
 * (the backslash counts as a slash); so do "/<TAB>/host" (browsers drop tabs and line breaks) and
 * "/.//host". A site path must be one once normalised (lib/http/same-site-path.ts), and no link or
 * image address may hold control characters at all.
 */
const isOtherSite = (value: string) =>
  /^[/\\]{2}/.test(value) ||
  /[\u0000-\u001f\u007f-\u009f]/.test(value) ||
  (value.startsWith("/") && sameSitePath(value) === null);

/**
 * The messages of these rules are keys of `editor.errors` (messages/*\/editor.json): the editor shows
 * them in its language, and the API returns them in the caller's (lib/blog/issue-text.ts).
 */

/** An image path under the blog image prefix, a site path or an https address; never javascript: or data:. */
export const imagePath = z
  .string({ error: "imagePath" })
  .trim()
  .max(500, { error: "tooLong" })
  .refine((value) => !isOtherSite(value) && (!/^[a-z][a-z0-9+.-]*:/i.test(value) || /^https?:\/\//i.test(value)), {
    error: "imagePath",
  });

export const linkTarget = z
  .string({ error: "buttonLink" })
  .trim()
  .max(500, { error: "tooLong" })
  .refine((value) => !isOtherSite(value) && /^(https?:\/\/|\/|#|mailto:)/i.test(value), {
    error: "buttonLink",
  });

/** An image's focal point (lib/blog/focal-point.ts): whole percents across and down. */
const percent = z
  .number({ error: "focalPoint" })
  .int({ error: "focalPoint" })
  .min(0, { error: "focalPoint" })
  .max(100, { error: "focalPoint" });
export const focalPointSchema = z.object({ x: percent, y: percent }, { error: "focalPoint" });
export type FocalPoint = z.output<typeof focalPointSchema>;

export const dateText = z.string({ error: "date" }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date" });

/** Text that may hold markup (sanitised on save and at render); `filled`: it may not be blank (a live post's). */
export const markupText = (requiredKey: string, filled = true) => {
  const text = z.string({ error: requiredKey }).max(20_000, { error: "tooLong" });
  return filled ? text.refine((value) => value.trim() !== "", { error: requiredKey }) : text;
};
