import "server-only";
import type { BlogPost } from "@/lib/db/generated/client";
import type { z } from "@/lib/validation/z";
import { localDay } from "@/lib/i18n/time-zone";
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
  /** When the live version went live: its last publish (schema.org's dateModified, "Updated on"). */
  updatedAt: Date;
  publishedAt: Date | null;
  /** When the post first went live: its publication date (the list's order, datePublished, RSS). */
  firstPublishedAt: Date;
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

type LiveColumns = Pick<BlogPost, "id" | "createdAt" | "updatedAt" | "publishedAt" | "firstPublishedAt"> & {
  liveList: unknown;
  liveContent: unknown;
};

function readLive(row: LiveColumns) {
  const list = parseStored<BlogList>(blogListSchema, row.liveList, "live", "data_list");
  const content = parseStored<BlogContent>(blogContentSchema, row.liveContent, "live", "data_content");
  return { list: list.data, content: content.data, issues: [...list.issues, ...content.issues] };
}

/** A row's publication date: its first publish (a row from before it was kept has it backfilled by its migration). */
export const firstPublished = (row: Pick<BlogPost, "createdAt" | "publishedAt" | "firstPublishedAt">): Date =>
  row.firstPublishedAt ?? row.publishedAt ?? row.createdAt;

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
    firstPublishedAt: firstPublished(row),
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
export function storedIssues(row: Pick<BlogPost, "id" | "draftList" | "draftContent"> & LiveColumns): StoredIssue[] {
  return [...toDraft(row).issues, ...readLive(row).issues];
}

/** The days (`YYYY-MM-DD`) a post's page shows, as the calendar reads in `timeZone`. */
export interface PostDays {
  /** The day it was first published. */
  published: string;
  /** A later day it was updated (published again, or the date the post names); absent when none. */
  updated?: string;
}

/**
 * The post's publication day and, when later, its update day: the date the post names (`list.date`),
 * else the day of its last publish. Days are the site's calendar days, not UTC's (a post published at
 * 08:00 in Seoul is of that day there).
 */
export function postDays(post: Pick<LivePost, "list" | "updatedAt" | "firstPublishedAt">, timeZone: string): PostDays {
  const published = localDay(post.firstPublishedAt, timeZone);
  const updated = post.list.date ?? localDay(post.updatedAt, timeZone);
  return updated > published ? { published, updated } : { published };
}
