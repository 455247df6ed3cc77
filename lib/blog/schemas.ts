import { defaultLocale, locales, type Locale } from "@/lib/i18n/routing";
import { z } from "@/lib/validation/z";
import { blockSchema, draftBlockSchema } from "./block-schemas";
import { dateText, focalPointSchema, imagePath } from "./field-rules";

export { blockSchema, draftBlockSchema } from "./block-schemas";

/** A post id as it appears in /blog/{id}: letters, digits, dashes and underscores. */
export const POST_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const postIdSchema = z
  .string({ error: "idRequired" })
  .trim()
  // An empty id is named once (not also as one of the wrong letters).
  .min(1, { error: "idRequired", abort: true })
  .max(120, { error: "tooLong" })
  .regex(POST_ID_PATTERN, { error: "idPattern" })
  // The editor's page for a new post lives at /blog-editor/new.
  .refine((value) => value !== "new", { error: "idPattern" });

/** A post is written in one of the site's languages. */
export const POST_LANGS = locales;
export type PostLang = Locale;

/**
 * data_list: what a card and the page metadata need, as a live post must have it (`live`) or as a
 * draft may hold it (no title or category yet). Messages are keys of `editor.errors`.
 */
const listSchema = (live: boolean) =>
  z.object({
    title: live
      ? z.string({ error: "title" }).trim().min(1, { error: "title" }).max(200, { error: "tooLong" })
      : z.string({ error: "title" }).trim().max(200, { error: "tooLong" }).default(""),
    cardTitle: z.string().trim().max(200, { error: "tooLong" }).optional(),
    category: live
      ? z.string({ error: "category" }).trim().min(1, { error: "category" }).max(60, { error: "tooLong" })
      : z.string({ error: "category" }).trim().max(60, { error: "tooLong" }).default(""),
    summary: z.string().trim().max(600, { error: "tooLong" }).default(""),
    thumbnail: imagePath.optional(),
    thumbnailMo: imagePath.optional(),
    /** The thumbnails' point kept in view on the cards (focal-point.ts). */
    thumbnailFocus: focalPointSchema.optional(),
    meta_title: z.string().trim().max(200, { error: "tooLong" }).optional(),
    meta_description: z.string().trim().max(400, { error: "tooLong" }).optional(),
    date: dateText.optional(),
    /** The language the post is written in; /blog lists Korean posts first, /en/blog English ones. */
    lang: z.enum(POST_LANGS, { error: "lang" }).default(defaultLocale),
    /** The id of the same article written in the other language, if there is one. */
    translation: z
      .string()
      .trim()
      .max(120, { error: "tooLong" })
      .regex(POST_ID_PATTERN, { error: "idPattern" })
      .optional(),
  });
export const blogListSchema = listSchema(true);
export const draftListSchema = listSchema(false);

/** data_content: the cover in four widths (and its focal point) and the sections, each a list of blocks. */
const contentSchema = (block: typeof blockSchema | typeof draftBlockSchema) =>
  z.object({
    coverImage: imagePath.optional(),
    coverImageMiniPc: imagePath.optional(),
    coverImageTablet: imagePath.optional(),
    coverImageMo: imagePath.optional(),
    /** The cover's point kept in view on the post page and the share image (focal-point.ts). */
    coverFocus: focalPointSchema.optional(),
    sections: z
      .array(z.array(block).max(200, { error: "tooMany" }), { error: "sections" })
      .max(100, { error: "tooMany" }),
  });
export const blogContentSchema = contentSchema(blockSchema);
export const draftContentSchema = contentSchema(draftBlockSchema);

/** A draft: saved as typed, whatever is still missing (the editor saves it by itself). */
export const draftSchema = z.object({ data_list: draftListSchema, data_content: draftContentSchema });
/** What a post needs to go live (Publish, Schedule, and the scheduled job itself): each missing piece is named. */
export const liveSchema = z.object({ data_list: blogListSchema, data_content: blogContentSchema });

/**
 * The version check of a save: the `updated_at` of the post as the editor last had it. When the
 * post changed since (another tab or person saved), the save is refused with 409, never merged.
 */
const baseVersion = {
  base_updated_at: z.iso
    .datetime({ offset: true, error: "baseVersion" })
    .transform((value) => new Date(value))
    .optional(),
};

/** Create: a new draft needs nothing but its id (the editor's first keystroke saves it). */
export const createPostSchema = z.object({
  id: postIdSchema,
  /**
   * The editor made the id (from the title, or a spare one), the writer did not type it: when another post
   * has it, the post gets the first free numbered one (`-2`, `-3`, …) instead of a 409.
   */
  id_suggested: z.boolean({ error: "invalid" }).optional(),
  data_list: draftListSchema.prefault({ title: "", category: "" }),
  data_content: draftContentSchema.prefault({ sections: [] }),
});

/**
 * Save: the draft, and the old editor's Published checkbox as an alias of the publishing state: 1 makes
 * the saved draft live, 0 takes a live post down, absent leaves the state as it is.
 */
export const savePostSchema = draftSchema.extend({
  ...baseVersion,
  /** A new id (the address): the post moves, and once published its old address redirects (308). */
  id: postIdSchema.optional(),
  is_published: z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: "isPublished" })
    .transform((value) => value === true || value === 1)
    .optional(),
});

/** Publish: optionally the draft to save first, so one click saves and publishes. */
export const publishSchema = draftSchema.partial().extend(baseVersion);

/** Schedule: when the draft (saved first when given) goes live by itself: an ISO date-time in the future. */
export const scheduleRequestSchema = draftSchema.partial().extend({
  ...baseVersion,
  at: z.iso.datetime({ offset: true, error: "scheduleAt" }).transform((value) => new Date(value)),
});

export type BlogList = z.output<typeof blogListSchema>;
export type BlogListInput = z.input<typeof blogListSchema>;
export type BlogContent = z.output<typeof blogContentSchema>;
export type BlogBlock = z.output<typeof blockSchema>;
export type CreatePostInput = z.output<typeof createPostSchema>;
export type SavePostInput = z.output<typeof savePostSchema>;
