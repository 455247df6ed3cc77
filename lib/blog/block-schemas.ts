import { z } from "@/lib/validation/z";
import { imagePath, linkTarget, markupText } from "./field-rules";
import { youtubeId } from "./youtube";

/**
 * The blocks of a section, in the stored format the editor, the API, the public page and search
 * share: a `list` carries its items in `text`, a `youtube` block the video id in `url`, and a
 * `prolog` block makes its section the post's introduction (not numbered in the contents).
 * Error messages are keys of `editor.errors`.
 *
 * Two strengths of one format: a live post needs every block filled in; a draft may still hold
 * empty text, an image without its alt text or a video without its address (it saves as typed,
 * Publish names what is missing). The format's own rules (levels, safe addresses, lengths) hold for both.
 */
function blockSchemas(live: boolean) {
  const filled = (schema: z.ZodString, key: string) => (live ? schema.min(1, { error: key }) : schema);
  const heading = z.object({
    type: z.literal("heading"),
    text: filled(z.string({ error: "headingText" }).trim(), "headingText").max(300, { error: "tooLong" }),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: "headingLevel" }),
  });
  const paragraph = z.object({ type: z.literal("paragraph"), text: markupText("paragraphText", live) });
  const prolog = z.object({ type: z.literal("prolog"), text: markupText("prologText", live) });
  const items = z.array(markupText("listItem", live), { error: "listItems" }).max(100, { error: "tooMany" });
  const list = z.object({
    type: z.literal("list"),
    ordered: z.boolean({ error: "listOrdered" }),
    text: live ? items.min(1, { error: "listItems" }) : items,
  });
  const image = z.object({
    type: z.literal("image"),
    url: live ? imagePath.refine((value) => value !== "", { error: "imageUrl" }) : imagePath,
    alt: filled(z.string({ error: "imageAlt" }).trim(), "imageAlt").max(300, { error: "tooLong" }),
  });
  const button = z.object({
    type: z.literal("button"),
    text: filled(z.string({ error: "buttonText" }).trim(), "buttonText").max(100, { error: "tooLong" }),
    /** Without a link the button opens the demo popup. */
    link: linkTarget.optional(),
  });
  /** `url` holds the video id; a pasted watch or share address is read down to its id. */
  const youtube = z.object({
    type: z.literal("youtube"),
    url: filled(z.string({ error: "youtubeUrl" }).trim(), "youtubeUrl").transform((value, context) => {
      if (value === "") return value;
      const id = youtubeId(value);
      if (id) return id;
      context.issues.push({ code: "custom", message: "youtubeInvalid", input: value });
      return z.NEVER;
    }),
  });
  return z.discriminatedUnion("type", [heading, paragraph, prolog, list, image, button, youtube], {
    error: "blockType",
  });
}

/** A block as a live post needs it. */
export const blockSchema = blockSchemas(true);
/** A block as a draft may hold it (text still empty). */
export const draftBlockSchema = blockSchemas(false);

export const BLOCK_TYPES = ["heading", "paragraph", "prolog", "list", "image", "button", "youtube"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
