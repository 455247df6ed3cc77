import "server-only";
import { readOptionalJson } from "@/lib/http/read-body";
import { parse } from "@/lib/http/parse";
import { blogIssueText } from "./blog-payload";
import type { DraftInput } from "./staff-posts";
import { publishSchema } from "./schemas";

/**
 * The draft a publishing call may carry (`{ data_list, data_content }`, both or neither), so one
 * click saves and publishes; an empty body means "the saved draft".
 */
export async function readDraftBody(request: Request): Promise<DraftInput | undefined> {
  const body = await readOptionalJson(request, 512 * 1024);
  if (body === undefined) return undefined;
  const input = parse(publishSchema, body, { describe: await blogIssueText(request) });
  return input.data_list && input.data_content
    ? { list: input.data_list, content: input.data_content, base: input.base_updated_at }
    : undefined;
}
