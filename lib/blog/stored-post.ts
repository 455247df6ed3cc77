import "server-only";
import type { BlogPost } from "@/lib/db/generated/client";
import { blogContentSchema, blogListSchema, type BlogContent, type BlogList } from "./schemas";

/** A post as visitors see it: the live version only. */
export interface LivePost {
  id: string;
  list: BlogList;
  content: BlogContent;
  createdAt: Date;
  /** When the live version went live (shown as "Updated on" unless the post names a date). */
  updatedAt: Date;
  publishedAt: Date | null;
}

function parseStored<T>(
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: unknown } },
  value: unknown,
  what: string,
): T | null {
  if (value === null) return null;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  console.error(`[blog] stored ${what} does not match the post format:`, result.error);
  return null;
}

/** The live version of a row, or null when it is not live or unreadable. */
export function toLivePost(
  row: Pick<BlogPost, "id" | "createdAt" | "updatedAt" | "publishedAt"> & { liveList: unknown; liveContent: unknown },
): LivePost | null {
  const list = parseStored<BlogList>(blogListSchema, row.liveList, `live list of ${row.id}`);
  const content = parseStored<BlogContent>(blogContentSchema, row.liveContent, `live content of ${row.id}`);
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

/** The draft of a row, for staff and the preview. */
export function toDraft(row: Pick<BlogPost, "id" | "draftList" | "draftContent">): {
  list: BlogList | null;
  content: BlogContent | null;
} {
  return {
    list: parseStored<BlogList>(blogListSchema, row.draftList, `draft list of ${row.id}`),
    content: parseStored<BlogContent>(blogContentSchema, row.draftContent, `draft content of ${row.id}`),
  };
}

/** The date a post shows as "Updated on": the list's own date if given, else when it went live. */
export function displayDate(post: Pick<LivePost, "list" | "updatedAt">): string {
  return post.list.date ?? post.updatedAt.toISOString().slice(0, 10);
}
