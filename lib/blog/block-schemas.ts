import { z } from "@/lib/validation/z";
import { imagePath, linkTarget, markupText } from "./field-rules";
import { youtubeId } from "./youtube";

/**
 * The blocks of a section, in the stored format the editor, the API, the public page and search
 * share: a `list` carries its items in `text`, a `youtube` block the video id in `url`, and a
 * `prolog` block makes its section the post's introduction (not numbered in the contents).
 * Error messages are keys of `editor.errors`.
 */
export const headingBlock = z.object({
  type: z.literal("heading"),
  text: z.string({ error: "headingText" }).trim().min(1, { error: "headingText" }).max(300, { error: "tooLong" }),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: "headingLevel" }),
});
export const paragraphBlock = z.object({ type: z.literal("paragraph"), text: markupText("paragraphText") });
export const prologBlock = z.object({ type: z.literal("prolog"), text: markupText("prologText") });
export const listBlock = z.object({
  type: z.literal("list"),
  ordered: z.boolean({ error: "listOrdered" }),
  text: z
    .array(markupText("listItem"), { error: "listItems" })
    .min(1, { error: "listItems" })
    .max(100, { error: "tooMany" }),
});
export const imageBlock = z.object({
  type: z.literal("image"),
  url: imagePath.refine((value) => value !== "", { error: "imageUrl" }),
  alt: z.string({ error: "imageAlt" }).trim().min(1, { error: "imageAlt" }).max(300, { error: "tooLong" }),
});
export const buttonBlock = z.object({
  type: z.literal("button"),
  text: z.string({ error: "buttonText" }).trim().min(1, { error: "buttonText" }).max(100, { error: "tooLong" }),
  /** Without a link the button opens the demo popup. */
  link: linkTarget.optional(),
});
/** `url` holds the video id; a pasted watch or share address is read down to its id. */
export const youtubeBlock = z.object({
  type: z.literal("youtube"),
  url: z
    .string({ error: "youtubeUrl" })
    .trim()
    .min(1, { error: "youtubeUrl" })
    .transform((value, context) => {
      const id = youtubeId(value);
      if (id) return id;
      context.issues.push({ code: "custom", message: "youtubeInvalid", input: value });
      return z.NEVER;
    }),
});

export const blockSchema = z.discriminatedUnion(
  "type",
  [headingBlock, paragraphBlock, prologBlock, listBlock, imageBlock, buttonBlock, youtubeBlock],
  { error: "blockType" },
);

export const BLOCK_TYPES = ["heading", "paragraph", "prolog", "list", "image", "button", "youtube"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
