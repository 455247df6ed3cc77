import "server-only";
import { sanitizeMarkup } from "@/lib/html/sanitize";
import type { BlogBlock, BlogContent } from "./schemas";

function sanitizeBlock(block: BlogBlock): BlogBlock {
  switch (block.type) {
    case "paragraph":
    case "prolog":
      return { ...block, text: sanitizeMarkup(block.text) };
    case "list":
      return { ...block, text: block.text.map(sanitizeMarkup) };
    default:
      return block;
  }
}

/** Content with every markup field passed through the allow-list (done on save and again at render). */
export function sanitizeContent(content: BlogContent): BlogContent {
  return { ...content, sections: content.sections.map((section) => section.map(sanitizeBlock)) };
}
