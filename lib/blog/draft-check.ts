import { draftToData, type EditorDraft } from "./editor-model";
import { describeIssue, type EditorTranslate, type IssueLike } from "./issue-text";
import { draftSchema, liveSchema, postIdSchema } from "./schemas";

export interface DraftProblems {
  /** Every problem, one line each, in the editor's language ("섹션 1, 블록 2: …"). */
  all: string[];
  /** Where each line of `all` points: a card or cover field's name, "body" for the post's text, or null. */
  targets: (string | null)[];
  /** By card or cover field name. */
  fields: Record<string, string[]>;
  /** By "section.block" ("0.1"), or "section" for the section itself. */
  blocks: Record<string, string[]>;
}

/** Field messages carry no location (the field shows them itself); the summary line does. */
const place = (map: Record<string, string[]>, key: string, text: string) => (map[key] ??= []).push(text);

/**
 * Checks the working copy with the schema the API uses (and a new post's id), grouped for the form:
 * as a draft to save (`"draft"`: nothing is required) or as a post to go live (`"live"`: Publish, Schedule).
 */
export function checkDraft(
  draft: EditorDraft,
  t: EditorTranslate,
  newId?: string,
  need: "draft" | "live" = "draft",
): DraftProblems {
  const problems: DraftProblems = { all: [], targets: [], fields: {}, blocks: {} };
  const issues: IssueLike[] = [];
  if (newId !== undefined) {
    const id = postIdSchema.safeParse(newId);
    if (!id.success) issues.push(...id.error.issues.map((issue) => ({ ...issue, path: ["id"] })));
  }
  const result = (need === "live" ? liveSchema : draftSchema).safeParse(draftToData(draft));
  if (!result.success) issues.push(...result.error.issues);
  for (const issue of issues) {
    const line = describeIssue(issue, t);
    problems.all.push(line);
    const bare = describeIssue({ ...issue, path: [] }, t);
    const [root, field, s, b] = issue.path;
    let target: string | null = null;
    if (root === "id") place(problems.fields, (target = "id"), bare);
    else if (root === "data_list" && typeof field === "string") place(problems.fields, (target = field), bare);
    else if (root === "data_content" && field === "sections") {
      target = "body";
      if (typeof s === "number")
        place(problems.blocks, typeof b === "number" ? `${s}.${b}` : String(s), typeof b === "number" ? bare : line);
    } else if (root === "data_content" && typeof field === "string") place(problems.fields, (target = field), bare);
    problems.targets.push(target);
  }
  return problems;
}

/**
 * Whether the post's card would have no image (no thumbnail and no cover): publishing warns but goes on,
 * as a post without pictures is allowed.
 */
export function lacksCardImage(draft: EditorDraft): boolean {
  const set = (value: unknown) => typeof value === "string" && value.trim() !== "";
  const { list, cover } = draft;
  const images = [list.thumbnail, list.thumbnailMo, cover.coverImage, cover.coverImageMiniPc, cover.coverImageTablet];
  return ![...images, cover.coverImageMo].some(set);
}
