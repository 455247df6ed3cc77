import "server-only";
import { z } from "@/lib/validation/z";
import { readOptionalJson } from "@/lib/http/read-body";
import { invalid } from "@/lib/http/parse";
import { blogIssueText } from "./blog-payload";
import { sanitizeDraftBody } from "./sanitize-content";
import type { DraftInput } from "./staff-posts";
import { publishSchema } from "./schemas";

/**
 * A blog payload sanitised, then validated with `schema` (the editor's own): what passes is what is
 * stored. A markup field the cleaning emptied is named as such ("Section 1, block 2: nothing is left
 * …"), not as if it had been left blank.
 */
export async function parseBlogPayload<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  body: unknown,
): Promise<z.output<S>> {
  const cleaned = sanitizeDraftBody(body);
  const result = z.safeParse(schema, cleaned.body);
  const named = (issue: z.core.$ZodIssue) => cleaned.emptied.has(issue.path.join("."));
  const issues = result.success
    ? []
    : result.error.issues.map((issue) => (named(issue) ? { ...issue, message: "emptyAfterCleaning" } : issue));
  // A draft may hold empty text, but not text the cleaning emptied: the writer typed something that is gone.
  for (const path of cleaned.emptied)
    if (!issues.some((issue) => issue.path.join(".") === path))
      issues.push({
        code: "custom",
        message: "emptyAfterCleaning",
        input: "",
        path: path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      });
  if (result.success && issues.length === 0) return result.data;
  throw invalid(issues, { describe: await blogIssueText(request) });
}

/**
 * The draft a publishing call may carry (`{ data_list, data_content }`, both or neither), so one
 * click saves and publishes; an empty body means "the saved draft".
 */
export async function readDraftBody(request: Request): Promise<DraftInput | undefined> {
  const body = await readOptionalJson(request, 512 * 1024);
  if (body === undefined) return undefined;
  const input = await parseBlogPayload(request, publishSchema, body);
  return input.data_list && input.data_content
    ? { list: input.data_list, content: input.data_content, base: input.base_updated_at }
    : undefined;
}
