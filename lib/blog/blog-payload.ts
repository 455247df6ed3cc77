import type { z } from "@/lib/validation/z";
import { badRequest } from "@/lib/http/errors";
import { localeFromRequest } from "@/lib/validation/translate";
import { editorTranslator } from "./editor-catalog";
import { describeIssue } from "./issue-text";

/**
 * Validates a blog payload with the schema the editor uses; otherwise 400 whose message names the
 * first problems the way the editor does, in the caller's language (the editor sends x-locale;
 * otherwise Accept-Language, then Korean): "섹션 1, 블록 2: 동영상 주소를 입력하세요". `fieldErrors`
 * keys are the dotted paths ("data_content.sections.0.1.url").
 */
export function parseBlogPayload<S extends z.ZodType>(schema: S, data: unknown, request: Request): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const t = editorTranslator(localeFromRequest(request));
  const fieldErrors: Record<string, string[]> = {};
  const lines: string[] = [];
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_root";
    const text = describeIssue(issue, t);
    (fieldErrors[key] ??= []).push(text);
    lines.push(text);
  }
  throw badRequest(lines.slice(0, 3).join("; ") || "Invalid data provided", fieldErrors);
}
