import "server-only";
import type { BlogPost } from "@/lib/db/generated/client";
import type { z } from "@/lib/validation/z";
import type { IssueLike } from "./issue-text";
import {
  blogContentSchema,
  blogListSchema,
  draftContentSchema,
  draftListSchema,
  type BlogContent,
  type BlogList,
} from "./schemas";

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

/** Why a stored version does not match the post format: a schema issue, its path from `data_list` / `data_content`. */
export interface StoredIssue extends IssueLike {
  version: "draft" | "live";
  path: (string | number)[];
}

/**
 * A stored column read with its schema. A row that fails it (stored before the checks of today)
 * is not logged here, per request: the server reports it once at start (broken-posts.ts) and the
 * editor's list marks it.
 */
function parseStored<T>(
  schema: z.ZodType<T>,
  value: unknown,
  version: StoredIssue["version"],
  field: "data_list" | "data_content",
): { data: T | null; issues: StoredIssue[] } {
  if (value === null) return { data: null, issues: [] };
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data, issues: [] };
  const issues = result.error.issues.map((issue) => ({
    version,
    path: [field, ...issue.path.filter((key) => typeof key !== "symbol")] as (string | number)[],
    message: issue.message,
    code: issue.code,
    ...(issue.code === "too_big" && typeof issue.maximum === "number" ? { maximum: issue.maximum } : {}),
  }));
  return { data: null, issues };
}

type LiveColumns = Pick<BlogPost, "id" | "createdAt" | "updatedAt" | "publishedAt"> & {
  liveList: unknown;
  liveContent: unknown;
};

function readLive(row: LiveColumns) {
  const list = parseStored<BlogList>(blogListSchema, row.liveList, "live", "data_list");
  const content = parseStored<BlogContent>(blogContentSchema, row.liveContent, "live", "data_content");
  return { list: list.data, content: content.data, issues: [...list.issues, ...content.issues] };
}

/** The live version of a row, or null when it is not live or unreadable. */
export function toLivePost(row: LiveColumns): LivePost | null {
  const { list, content } = readLive(row);
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

/** The draft of a row, for staff and the preview (null parts: unreadable, see `issues`). */
export function toDraft(row: Pick<BlogPost, "id" | "draftList" | "draftContent">): {
  list: BlogList | null;
  content: BlogContent | null;
  issues: StoredIssue[];
} {
  // A draft may still lack what a live post needs (lib/blog/schemas.ts).
  const list = parseStored<BlogList>(draftListSchema, row.draftList, "draft", "data_list");
  const content = parseStored<BlogContent>(draftContentSchema, row.draftContent, "draft", "data_content");
  return { list: list.data, content: content.data, issues: [...list.issues, ...content.issues] };
}

/** Every way a row's stored versions fail the post format (empty: the row is sound). */
export function storedIssues(
  row: Pick<BlogPost, "id" | "draftList" | "draftContent" | "createdAt" | "updatedAt" | "publishedAt"> & LiveColumns,
): StoredIssue[] {
  return [...toDraft(row).issues, ...readLive(row).issues];
}

/** The date a post shows as "Updated on": the list's own date if given, else when it went live. */
export function displayDate(post: Pick<LivePost, "list" | "updatedAt">): string {
  return post.list.date ?? post.updatedAt.toISOString().slice(0, 10);
}
