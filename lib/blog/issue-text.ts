import type { Translate } from "@/lib/i18n/translator";

/** The parts of a zod issue the text needs (client and server, without importing zod's types). */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  maximum?: number | bigint;
}

/** `useTranslations("editor")` in the editor, the server's translator over the same namespace in the API (lib/blog/blog-payload.ts). */
export type EditorTranslate = Translate;

/** Every message key the schemas use (lib/blog/block-schemas.ts, schemas.ts, field-rules.ts). */
export const ISSUE_KEYS = [
  "blockType",
  "buttonLink",
  "buttonText",
  "category",
  "date",
  "emptyAfterCleaning",
  "focalPoint",
  "headingLevel",
  "headingText",
  "idPattern",
  "idRequired",
  "imageAlt",
  "imagePath",
  "imageUrl",
  "isPublished",
  "lang",
  "listItem",
  "listItems",
  "listOrdered",
  "paragraphText",
  "prologText",
  "scheduleAt",
  "sections",
  "tableCell",
  "tableEmpty",
  "tableHeader",
  "tableRows",
  "tableShape",
  "title",
  "tooLong",
  "tooMany",
  "youtubeInvalid",
  "youtubeUrl",
] as const;
const known = new Set<string>(ISSUE_KEYS);

/** Card fields the editor names ("Summary: …"); anything else is named by its key. */
const LIST_FIELDS = new Set([
  "title",
  "cardTitle",
  "category",
  "summary",
  "thumbnail",
  "thumbnailMo",
  "thumbnailFocus",
  "meta_title",
  "meta_description",
  "date",
  "lang",
  "translation",
  "coverImage",
  "coverImageMiniPc",
  "coverImageTablet",
  "coverImageMo",
  "coverFocus",
  "id",
]);

/** "Section 1, block 2" (the block the issue is in), or the card field's name, or nothing. */
export function issueLocation(path: readonly PropertyKey[], t: EditorTranslate): string {
  const rest = path[0] === "data_list" || path[0] === "data_content" ? path.slice(1) : path;
  if (rest[0] === "sections" && typeof rest[1] === "number") {
    if (typeof rest[2] !== "number") return t("where.section", { section: rest[1] + 1 });
    if (rest[3] === "text" && typeof rest[4] === "number")
      return t("where.listItem", { section: rest[1] + 1, block: rest[2] + 1, item: rest[4] + 1 });
    return t("where.block", { section: rest[1] + 1, block: rest[2] + 1 });
  }
  const field = rest[0];
  return typeof field === "string" && LIST_FIELDS.has(field) ? t(`fields.${field}`) : "";
}

/** One line in the editor's language: "섹션 1, 블록 2: 동영상 주소를 입력하세요". */
export function describeIssue(issue: IssueLike, t: EditorTranslate): string {
  const key = known.has(issue.message) ? issue.message : issue.code === "too_big" ? "tooLong" : "invalid";
  const text = t(`errors.${key}`, { max: Number(issue.maximum ?? 0) });
  const where = issueLocation(issue.path, t);
  return where ? `${where}: ${text}` : text;
}
