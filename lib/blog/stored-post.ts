import type { BlogPost } from "@/lib/db/generated/client";
import { blogContentSchema, blogListSchema, type BlogContent, type BlogList } from "./schemas";

/** A post as visitors see it: the live version only. */
export interface LivePost {
  id: string;
  list: BlogList;
  content: BlogContent;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
}

function parseStored<T>(
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } },
  text: string | null,
): T | null {
  if (text === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch (error) {
    console.error("[blog] stored JSON does not parse:", error);
    return null;
  }
}

/** The live version of a published row, or null when it is unpublished, never pushed or unreadable. */
export function toLivePost(row: BlogPost): LivePost | null {
  if (!row.isPublished) return null;
  const list = parseStored<BlogList>(blogListSchema, row.liveList);
  const content = parseStored<BlogContent>(blogContentSchema, row.liveContent);
  if (!list || !content) return null;
  return {
    id: row.id,
    list,
    content,
    createdAt: row.createdAt,
    updatedAt: row.publishedAt ?? row.updatedAt,
    publishedAt: row.publishedAt,
  };
}

/** The draft of a row, for staff. */
export function toDraft(row: BlogPost): { list: BlogList | null; content: BlogContent | null } {
  return {
    list: parseStored<BlogList>(blogListSchema, row.draftList),
    content: parseStored<BlogContent>(blogContentSchema, row.draftContent),
  };
}

/** The date a post shows as "Updated on": the list's own date if given, else when it went live. */
export function displayDate(post: LivePost): string {
  return post.list.date ?? post.updatedAt.toISOString().slice(0, 10);
}
