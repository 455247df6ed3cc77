import "server-only";
import type { BlogBlock, BlogContent } from "./schemas";

export interface TocEntry {
  id: string;
  text: string;
  level: 1 | 2;
  /** The number shown before a level 1 heading; none in the introduction (a prolog section). */
  number?: number;
}

/** The anchor id of the n-th heading of a post (counted over all sections, from 1). */
export const headingId = (n: number) => `heading-${n}`;

/** A section holding a prolog block is the post's introduction: it is not numbered in the contents. */
export const isIntroSection = (section: readonly BlogBlock[]) => section.some((block) => block.type === "prolog");

/** Level 1 and 2 headings, in order, with the ids PostBlocks gives them; level 1 numbered outside the intro. */
export function tocEntries(content: BlogContent): TocEntry[] {
  const entries: TocEntry[] = [];
  let n = 0;
  let numbered = 0;
  for (const section of content.sections) {
    const intro = isIntroSection(section);
    for (const block of section) {
      if (block.type !== "heading") continue;
      n += 1;
      if (block.level === 2) entries.push({ id: headingId(n), text: block.text, level: 2 });
      if (block.level === 1)
        entries.push({ id: headingId(n), text: block.text, level: 1, ...(intro ? {} : { number: ++numbered }) });
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
