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
/** A table's limits: enough for a feasibility study's figures, small enough to read on a phone. */
export const TABLE_LIMITS = { rows: 100, columns: 12, cell: 1000, caption: 300 } as const;

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
    /** Shown under the image (source, explanation): inline markup, optional. */
    caption: z.string({ error: "invalid" }).max(TABLE_LIMITS.caption, { error: "tooLong" }).optional(),
  });
  /**
   * A table of figures: rows of cells of inline markup (the first row the column headers when
   * `header`). Every row has the same number of cells; a live table needs at least one filled cell.
   */
  const cell = z.string({ error: "tableCell" }).max(TABLE_LIMITS.cell, { error: "tooLong" });
  const row = z
    .array(cell, { error: "tableRows" })
    .min(1, { error: "tableShape" })
    .max(TABLE_LIMITS.columns, { error: "tooMany" });
  const table = z
    .object({
      type: z.literal("table"),
      caption: z.string({ error: "invalid" }).max(TABLE_LIMITS.caption, { error: "tooLong" }).optional(),
      header: z.boolean({ error: "tableHeader" }),
      rows: z
        .array(row, { error: "tableRows" })
        .min(1, { error: "tableRows" })
        .max(TABLE_LIMITS.rows, { error: "tooMany" }),
    })
    .superRefine((value, context) => {
      const width = value.rows[0]?.length ?? 0;
      value.rows.forEach((cells, index) => {
        if (cells.length !== width) context.addIssue({ code: "custom", message: "tableShape", path: ["rows", index] });
      });
      // Only for rows that are otherwise right: no rows at all is named once (tableRows).
      if (live && value.rows.length > 0 && !value.rows.some((cells) => cells.some((text) => text.trim() !== "")))
        context.addIssue({ code: "custom", message: "tableEmpty", path: ["rows"] });
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
  return z.discriminatedUnion("type", [heading, paragraph, prolog, list, image, table, button, youtube], {
    error: "blockType",
  });
}

/** A block as a live post needs it. */
export const blockSchema = blockSchemas(true);
/** A block as a draft may hold it (text still empty). */
export const draftBlockSchema = blockSchemas(false);

export const BLOCK_TYPES = ["heading", "paragraph", "prolog", "list", "image", "table", "button", "youtube"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
