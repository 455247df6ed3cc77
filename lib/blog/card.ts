import { categoryLabel, type CategoryKey } from "./categories";
import type { FocalPoint } from "./focal-point";
import { contentText } from "./post-text";
import type { BlogContent, BlogList, PostLang } from "./schemas";
import type { SearchablePost } from "./search";

/** What a card shows, plus the post text the list searches. `category` is the label in the page's language. */
export interface BlogCardData extends SearchablePost {
  thumbnail?: string;
  thumbnailMo?: string;
  thumbnailFocus?: FocalPoint;
  lang: PostLang;
}

export function toCard(
  id: string,
  list: BlogList,
  content: BlogContent,
  categoryLabels: Record<CategoryKey, string>,
): BlogCardData {
  return {
    id,
    title: list.title,
    cardTitle: list.cardTitle,
    category: categoryLabel(list.category, categoryLabels),
    summary: list.summary,
    thumbnail: list.thumbnail,
    thumbnailMo: list.thumbnailMo,
    thumbnailFocus: list.thumbnailFocus,
    lang: list.lang,
    text: contentText(content),
  };
}
