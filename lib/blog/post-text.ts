import { markupToText } from "@/lib/html/sanitize";
import type { BlogContent } from "./schemas";

/** The full visible text of a post's sections, one space between blocks (searched by the list). */
export function contentText(content: BlogContent): string {
  const parts: string[] = [];
  for (const section of content.sections) {
    for (const block of section) {
      if (block.type === "list") parts.push(...block.text);
      else if (block.type === "image") parts.push(block.alt);
      else if (block.type !== "youtube") parts.push(block.text);
    }
  }
  return parts.map(markupToText).filter(Boolean).join(" ");
}
