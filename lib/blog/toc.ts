import type { BlogBlock, BlogContent } from "./schemas";

export interface TocEntry {
  id: string;
  text: string;
  level: 1 | 2;
}

/** The anchor id of the n-th heading of a post (counted over all sections, from 1). */
export const headingId = (n: number) => `heading-${n}`;

/** Level 1 and 2 headings, in order, with the ids PostBlocks gives them. */
export function tocEntries(content: BlogContent): TocEntry[] {
  const entries: TocEntry[] = [];
  let n = 0;
  for (const section of content.sections) {
    for (const block of section) {
      if (block.type !== "heading") continue;
      n += 1;
      if (block.level === 1 || block.level === 2)
        entries.push({ id: headingId(n), text: block.text, level: block.level });
    }
  }
  return entries;
}

/** Each block with the number of the last heading so far, so headings and contents share ids. */
export function numberHeadings(content: BlogContent): { block: BlogBlock; headingNumber: number }[][] {
  let n = 0;
  return content.sections.map((section) =>
    section.map((block) => {
      if (block.type === "heading") n += 1;
      return { block, headingNumber: n };
    }),
  );
}
