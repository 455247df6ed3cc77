import "server-only";
import type { z } from "@/lib/validation/z";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import { serverTranslator } from "@/lib/i18n/translator";
import { describeIssue } from "./issue-text";
import type { DeleteRefusalText } from "./publishing";
import type { TakenIdText } from "./staff-posts";

/** The editor's messages in the caller's language: the API names a field the way the editor does. */
export function editorTranslator(request: Request) {
  return serverTranslator(localeFromRequest(request), "editor");
}

/** The 409's words for an id another post has (staff-posts.ts), in the caller's language. */
export async function takenIdText(request: Request): Promise<TakenIdText> {
  const t = await editorTranslator(request);
  return {
    field: t("fields.id"),
    same: t("idErrors.same"),
    otherCase: (existing) => t("idErrors.otherCase", { existing }),
  };
}

/** The 409's words for a post that cannot be deleted yet (publishing.ts), in the caller's language. */
export async function deleteRefusalText(request: Request): Promise<DeleteRefusalText> {
  const t = await editorTranslator(request);
  return { live: t("delete.refusedLive"), scheduled: t("delete.refusedScheduled") };
}

/**
 * How a blog payload's problems read (for `parse`'s `describe`): the way the editor words them, in the
 * caller's language (the editor sends x-locale; otherwise Accept-Language, then Korean), so the 400's
 * message is "섹션 1, 블록 2: 동영상 주소를 입력하세요" and the editor can show it as it is.
 */
export async function blogIssueText(request: Request): Promise<(issue: z.core.$ZodIssue) => string> {
  const t = await editorTranslator(request);
  return (issue) => describeIssue(issue, t);
}
