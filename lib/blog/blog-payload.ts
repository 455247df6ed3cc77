import type { z } from "@/lib/validation/z";
import { localeFromRequest } from "@/lib/validation/translate";
import { editorTranslator } from "./editor-catalog";
import { describeIssue } from "./issue-text";

/**
 * How a blog payload's problems read (for `parse`'s `describe`): the way the editor words them, in the
 * caller's language (the editor sends x-locale; otherwise Accept-Language, then Korean), so the 400's
 * message is "섹션 1, 블록 2: 동영상 주소를 입력하세요" and the editor can show it as it is.
 */
export function blogIssueText(request: Request): (issue: z.core.$ZodIssue) => string {
  const t = editorTranslator(localeFromRequest(request));
  return (issue) => describeIssue(issue, t);
}
