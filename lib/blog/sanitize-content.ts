import "server-only";
import { sanitizeMarkup } from "@/lib/html/sanitize";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The blocks whose `text` is markup: the sanitiser's allow-list applies to them (and to captions and table cells). */
const MARKUP_BLOCKS = new Set(["paragraph", "prolog", "list"]);

/** A request body cleaned before it is validated, and the markup fields the cleaning emptied. */
export interface CleanedBody {
  body: unknown;
  /** Dotted paths ("data_content.sections.0.1.text", "….text.2" for a list item) of text that held only markup that is not allowed. */
  emptied: Set<string>;
}

/**
 * Passes every markup field of a blog payload's `data_content` through the allow-list BEFORE the
 * schema sees it, so what is validated is exactly what is stored: a paragraph that is only
 * `<img onerror=…>` is refused instead of being stored empty (a post that fails its own schema).
 * Anything that is not shaped like a block is left for the schema to refuse.
 */
export function sanitizeDraftBody(body: unknown): CleanedBody {
  const emptied = new Set<string>();
  if (!isRecord(body) || !isRecord(body.data_content) || !Array.isArray(body.data_content.sections))
    return { body, emptied };
  const clean = (text: unknown, path: string): unknown => {
    if (typeof text !== "string") return text;
    const cleaned = sanitizeMarkup(text);
    if (text.trim() !== "" && cleaned.trim() === "") emptied.add(path);
    return cleaned;
  };
  const sections = body.data_content.sections.map((section: unknown, s) =>
    Array.isArray(section)
      ? section.map((block: unknown, b) => {
          if (!isRecord(block) || typeof block.type !== "string") return block;
          const base = `data_content.sections.${s}.${b}`;
          // Captions (image, table) and table cells are inline markup too.
          const captioned = "caption" in block ? { ...block, caption: clean(block.caption, `${base}.caption`) } : block;
          if (block.type === "table" && Array.isArray(block.rows)) {
            const rows = block.rows.map((row: unknown, r) =>
              Array.isArray(row) ? row.map((cell: unknown, c) => clean(cell, `${base}.rows.${r}.${c}`)) : row,
            );
            return { ...captioned, rows };
          }
          if (!MARKUP_BLOCKS.has(block.type)) return captioned;
          const at = `${base}.text`;
          const text = Array.isArray(block.text)
            ? block.text.map((item: unknown, i) => clean(item, `${at}.${i}`))
            : clean(block.text, at);
          return { ...captioned, text };
        })
      : section,
  );
  return { body: { ...body, data_content: { ...body.data_content, sections } }, emptied };
}
