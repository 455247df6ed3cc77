import { POST_ID_PATTERN } from "./schemas";

/** Message keys of the editor namespace, so the form speaks the editor's language. */
export type CreateFieldError = "idRequired" | "idPattern" | "listRequired" | "contentRequired" | "invalidJson";

export interface CreateFormValues {
  id: string;
  listText: string;
  contentText: string;
}

export interface CreateFormCheck {
  errors: Partial<Record<"id" | "list" | "content", CreateFieldError>>;
  parsed?: { id: string; list: unknown; content: unknown };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Spec §5 "Create post": the checks run before Preview and Create Post. */
export function checkCreateForm({ id, listText, contentText }: CreateFormValues): CreateFormCheck {
  const errors: CreateFormCheck["errors"] = {};
  const trimmedId = id.trim();
  if (!trimmedId) errors.id = "idRequired";
  else if (!POST_ID_PATTERN.test(trimmedId)) errors.id = "idPattern";
  const list = listText.trim() ? parseJson(listText) : null;
  if (!list) errors.list = "listRequired";
  else if (!list.ok) errors.list = "invalidJson";
  const content = contentText.trim() ? parseJson(contentText) : null;
  if (!content) errors.content = "contentRequired";
  else if (!content.ok) errors.content = "invalidJson";
  if (Object.keys(errors).length || !list?.ok || !content?.ok) return { errors };
  return { errors, parsed: { id: trimmedId, list: list.value, content: content.value } };
}

/** Both JSON texts parsed, or null when either does not parse ("Invalid JSON format"). */
export function parseDraftTexts(listText: string, contentText: string): { list: unknown; content: unknown } | null {
  const list = parseJson(listText);
  const content = parseJson(contentText);
  return list.ok && content.ok ? { list: list.value, content: content.value } : null;
}
