import type { BlogContent, BlogList } from "./schemas";

export interface PostText {
  id: string;
  createdAt: string;
  list: BlogList;
  sections: BlogContent["sections"];
}

export const h = (level: 1 | 2 | 3, text: string) => ({ type: "heading" as const, level, text });
export const p = (text: string) => ({ type: "paragraph" as const, text });
