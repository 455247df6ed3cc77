import { categoryLabel, type CategoryKey } from "./categories";
import type { FocalPoint } from "./focal-point";
import { thumbnailFields } from "./images/variants";
import type { BlogContent, BlogList, PostLang } from "./schemas";
import type { SearchablePost } from "./search";
import { markupToText } from "@/lib/html/sanitize";

/** The full visible text of a post's sections, one space between blocks (searched by the list). */
function contentText(content: BlogContent): string {
  const parts: string[] = [];
  for (const section of content.sections) {
    for (const block of section) {
      if (block.type === "list") parts.push(...block.text);
      else if (block.type === "image") parts.push(block.alt, block.caption ?? "");
      // A table reads as its caption, then row by row.
      else if (block.type === "table") parts.push(block.caption ?? "", ...block.rows.flat());
      else if (block.type !== "youtube") parts.push(block.text);
    }
  }
  return parts.map(markupToText).filter(Boolean).join(" ");
}

/** What a card shows, plus the post text the list searches. `category` is the label in the page's language. */
export interface BlogCardData extends SearchablePost {
  thumbnail?: string;
  thumbnailMo?: string;
  thumbnailFocus?: FocalPoint;
  /**
   * A live post's share image (its title on the brand's ground), the card's image when it has neither
   * thumbnail nor cover: a visitor never sees an empty card. Absent in the editor's preview of a draft.
   */
  shareImage?: string;
  lang: PostLang;
}

/** The address of a live post's 1200×630 share image; the version (its last publish) makes it fetched again after a publish. */
export function shareImagePath(id: string, version: Date): string {
  return `/api/blog-share/${id}.png?v=${version.getTime()}`;
}

/**
 * The card's image: its own thumbnails when set, else the cover (its smallest width, cut down to the
 * thumbnail widths when it is an upload) cropped at the cover's focal point.
 */
function cardImage(
  list: BlogList,
  content: BlogContent,
): Pick<BlogCardData, "thumbnail" | "thumbnailMo" | "thumbnailFocus"> {
  if (list.thumbnail || list.thumbnailMo)
    return { thumbnail: list.thumbnail, thumbnailMo: list.thumbnailMo, thumbnailFocus: list.thumbnailFocus };
  const cover = content.coverImageMo ?? content.coverImageTablet ?? content.coverImageMiniPc ?? content.coverImage;
  if (!cover) return {};
  return { ...thumbnailFields(cover), thumbnailFocus: content.coverFocus };
}

/**
 * A post's card with `category` still the stored name: the same in both languages, so the blog's
 * cache keeps it (lib/blog/live-posts.ts) and a page only names the category (`withCategoryLabel`).
 */
export function cardSource(id: string, list: BlogList, content: BlogContent, shareImage?: string): BlogCardData {
  const image = cardImage(list, content);
  return {
    id,
    title: list.title,
    cardTitle: list.cardTitle,
    category: list.category,
    summary: list.summary,
    ...image,
    ...(shareImage && !image.thumbnail && !image.thumbnailMo ? { shareImage } : {}),
    lang: list.lang,
    text: contentText(content),
  };
}

/** A card from `cardSource` with its category named in the page's language. */
export function withCategoryLabel(card: BlogCardData, categoryLabels: Record<CategoryKey, string>): BlogCardData {
  return { ...card, category: categoryLabel(card.category, categoryLabels) };
}

export function toCard(
  id: string,
  list: BlogList,
  content: BlogContent,
  categoryLabels: Record<CategoryKey, string>,
): BlogCardData {
  return withCategoryLabel(cardSource(id, list, content), categoryLabels);
}
