import { locales } from "@/lib/i18n/routing";
import { z } from "@/lib/validation/z";

const localeField = z.enum(locales, { error: `locale must be one of ${locales.join(", ")}` });

/** A news item the About page links to: an outside article. */
export const newsItemSchema = z.object({
  source: z.string().trim().min(1, { error: "source is required" }).max(120),
  title: z.string().trim().min(1, { error: "title is required" }).max(300),
  description: z.string().trim().max(1000).default(""),
  url: z.url({ protocol: /^https?$/, error: "url must be an http(s) address" }),
  publishedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "publishedOn must look like YYYY-MM-DD" })
    .nullish(),
  /** The language of the article: shown on that version of /about only; missing or null: on both. */
  locale: localeField.nullish(),
});

/** `GET /api/news`: with `locale`, the news About shows in that language; without, every row. */
export const newsQuerySchema = z.object({
  locale: localeField.optional(),
});

export const newsIdSchema = z.coerce.number().int().positive();

export type NewsItemInput = z.infer<typeof newsItemSchema>;
