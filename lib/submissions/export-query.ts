import "server-only";
import type { Messages } from "@/lib/i18n/messages";
import { locales } from "@/lib/i18n/routing";
import { z } from "@/lib/validation/z";
import { submissionFilterSchema } from "./filters";

/** The export's query: the inbox's filters plus the file format and, optionally, the headers' language. */
export function exportQuerySchema(errors: Messages["staff"]["errors"]) {
  return submissionFilterSchema(errors).and(
    z.object({
      format: z.enum(["xlsx", "csv"], { error: errors.format }).default("xlsx"),
      locale: z.enum(locales).optional(),
    }),
  );
}
