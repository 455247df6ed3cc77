import type { Locale } from "@/lib/i18n/routing";
import type { BlockType } from "./block-schemas";

/**
 * The editor's working copy of a post: the stored JSON shapes (so the advanced JSON view shows
 * exactly what is saved), with a key on each block for React and drag and drop. Values are loose
 * (what the staff member typed); the schemas judge them (lib/blog/schemas.ts).
 */
export type LooseBlock = { type: string } & Record<string, unknown>;
export interface KeyedBlock {
  key: string;
  block: LooseBlock;
}
export interface EditorDraft {
  list: Record<string, unknown>;
  /** The content's fields other than `sections` (the four cover images), in stored order. */
  cover: Record<string, unknown>;
  sections: KeyedBlock[][];
}

let counter = 0;
export const newKey = () => `b${Date.now().toString(36)}${(counter += 1).toString(36)}`;

/** A new block of a type, its fields in the stored order. */
export function blankBlock(type: BlockType): LooseBlock {
  switch (type) {
    case "heading":
      return { type, text: "", level: 1 };
    case "list":
      return { type, ordered: false, text: [""] };
    case "image":
      return { type, url: "", alt: "" };
    case "table":
      return { type, header: true, rows: Array.from({ length: 3 }, () => ["", "", ""]) };
    case "button":
      return { type, text: "" };
    case "youtube":
      return { type, url: "" };
    default:
      return { type, text: "" };
  }
}

/** A new post: an empty page (no template block to fill in before it can be saved). */
export function blankDraft(lang: Locale): EditorDraft {
  return { list: { title: "", category: "", summary: "", lang }, cover: {}, sections: [] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The working copy of stored `data_list` and `data_content` (anything unreadable becomes empty). */
export function draftFromData(dataList: unknown, dataContent: unknown): EditorDraft {
  const list = isRecord(dataList) ? { ...dataList } : {};
  const content = isRecord(dataContent) ? dataContent : {};
  const { sections, ...cover } = content;
  return {
    list,
    cover,
    sections: (Array.isArray(sections) ? sections : []).map((section) =>
      (Array.isArray(section) ? section : []).map((block) => ({
        key: newKey(),
        block: isRecord(block) && typeof block.type === "string" ? (block as LooseBlock) : { type: "" },
      })),
    ),
  };
}

/** Empty optional texts are left out, as if never set (the JSON view and the API see no `""`). */
function compact(record: Record<string, unknown>, keep: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key, value]) => keep.includes(key) || value !== ""));
}

/** `data_list` and `data_content` as they are sent and saved. */
export function draftToData(draft: EditorDraft): {
  data_list: Record<string, unknown>;
  data_content: Record<string, unknown>;
} {
  return {
    data_list: compact(draft.list, ["title", "category", "summary"]),
    data_content: {
      ...compact(draft.cover, []),
      sections: draft.sections.map((section) => section.map((item) => item.block)),
    },
  };
}

/** The JSON view's two texts: exactly what is saved, two-space indented. */
export function draftToJson(draft: EditorDraft): { list: string; content: string } {
  const data = draftToData(draft);
  return { list: JSON.stringify(data.data_list, null, 2), content: JSON.stringify(data.data_content, null, 2) };
}

/** After a save, the server's copy with the keys of the blocks still in the same places (focus and drag keep working). */
export function keepKeys(previous: EditorDraft, next: EditorDraft): EditorDraft {
  return {
    ...next,
    sections: next.sections.map((section, s) =>
      section.map((item, b) => ({ ...item, key: previous.sections[s]?.[b]?.key ?? item.key })),
    ),
  };
}
