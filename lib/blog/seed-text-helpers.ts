import type { BlogContent, BlogList } from "./schemas";

export interface PostText {
  id: string;
  createdAt: string;
  list: BlogList;
  sections: BlogContent["sections"];
}

/** Fields in the schema's order, as a save stores them (an unchanged seed post saves byte for byte). */
export const h = (level: 1 | 2 | 3, text: string) => ({ type: "heading" as const, text, level });
export const p = (text: string) => ({ type: "paragraph" as const, text });
