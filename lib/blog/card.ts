import { contentText } from "./post-text";
import type { BlogContent, BlogList } from "./schemas";
import type { SearchablePost } from "./search";

/** What a card shows, plus the post text the list searches. */
export interface BlogCardData extends SearchablePost {
  thumbnail?: string;
  thumbnailMo?: string;
  lang?: "ko" | "en";
}

export function toCard(id: string, list: BlogList, content: BlogContent): BlogCardData {
  return {
    id,
    title: list.title,
    cardTitle: list.cardTitle,
    category: list.category,
    summary: list.summary,
    thumbnail: list.thumbnail,
    thumbnailMo: list.thumbnailMo,
    lang: list.lang,
    text: contentText(content),
  };
}
