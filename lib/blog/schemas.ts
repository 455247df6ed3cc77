import { z } from "@/lib/validation/z";

/** A post id as it appears in /blog/{id}: letters, digits, dashes and underscores. */
export const POST_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const postIdSchema = z
  .string()
  .trim()
  .min(1, { error: "Post ID is required" })
  .max(120, { error: "Post ID must be at most 120 characters" })
  .regex(POST_ID_PATTERN, { error: "Post ID can only contain letters, numbers, dashes, and underscores" });

/** An image path under the blog image prefix, a site path or an https address; never javascript: or data:. */
const imagePath = z
  .string()
  .trim()
  .max(500)
  .refine((value) => !/^[a-z][a-z0-9+.-]*:/i.test(value) || /^https?:\/\//i.test(value), {
    error: "Image paths must be relative or start with http(s)://",
  });
const linkTarget = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^(https?:\/\/|\/|#|mailto:)/i.test(value), {
    error: "Links must start with http(s)://, /, # or mailto:",
  });
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}/, { error: "Dates must look like YYYY-MM-DD" });

/** data_list: what a card and the page metadata need. */
export const blogListSchema = z.object({
  title: z.string().trim().min(1, { error: "title is required" }).max(200),
  cardTitle: z.string().trim().max(200).optional(),
  category: z.string().trim().min(1, { error: "category is required" }).max(60),
  summary: z.string().trim().max(600).default(""),
  thumbnail: imagePath.optional(),
  thumbnailMo: imagePath.optional(),
  meta_title: z.string().trim().max(200).optional(),
  meta_description: z.string().trim().max(400).optional(),
  date: dateText.optional(),
  /** The language the post is written in (used for lang=""); both locales list every post. */
  lang: z.enum(["ko", "en"]).optional(),
});

const textBlock = z.string().max(20_000);

export const blockSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("heading"),
    text: z.string().trim().min(1).max(300),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  }),
  z.object({ type: z.literal("paragraph"), text: textBlock }),
  z.object({ type: z.literal("prolog"), text: textBlock }),
  z.object({ type: z.literal("list"), ordered: z.boolean().default(false), items: z.array(textBlock).min(1).max(100) }),
  z.object({ type: z.literal("image"), url: imagePath.pipe(z.string().min(1)), alt: z.string().max(300).default("") }),
  z.object({ type: z.literal("button"), text: z.string().trim().min(1).max(100), link: linkTarget.optional() }),
  z.object({
    type: z.literal("youtube"),
    videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, { error: "videoId must be an 11-character YouTube video id" }),
    title: z.string().max(200).optional(),
  }),
]);

/** data_content: the cover in four widths and the sections, each a list of blocks. */
export const blogContentSchema = z.object({
  coverImage: imagePath.optional(),
  coverImageMiniPc: imagePath.optional(),
  coverImageTablet: imagePath.optional(),
  coverImageMo: imagePath.optional(),
  sections: z.array(z.array(blockSchema).max(200)).max(100),
});

export const createPostSchema = z.object({
  id: postIdSchema,
  data_list: blogListSchema,
  data_content: blogContentSchema,
});

export const savePostSchema = z.object({
  data_list: blogListSchema,
  data_content: blogContentSchema,
  is_published: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => value === true || value === 1),
});

export type BlogList = z.infer<typeof blogListSchema>;
export type BlogContent = z.infer<typeof blogContentSchema>;
export type BlogBlock = z.infer<typeof blockSchema>;
export type CreatePostInput = z.infer<typeof createPostSchema>;
export type SavePostInput = z.infer<typeof savePostSchema>;
