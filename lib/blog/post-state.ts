import "server-only";
import { isDeepStrictEqual } from "node:util";
import { Prisma, type BlogPost } from "@/lib/db/generated/client";
import { parse, type ParseOptions } from "@/lib/http/parse";
import { liveSchema } from "./schemas";

/**
 * The one publishing state of a post, which the editor always shows: a draft nobody sees, a draft
 * scheduled to go live at a time, live (the draft is what visitors see), or live with saved changes
 * that the next Publish will show.
 */
export type PostState = "draft" | "scheduled" | "live" | "live_changed";

type StateRow = Pick<BlogPost, "draftList" | "draftContent" | "liveList" | "liveContent" | "scheduledAt">;

// The live columns are a database NULL when the post is not live (Prisma reads it as null; a JSON null is
// never stored), so "live" in a query is "liveList is not NULL".
export const isLive = (row: Pick<BlogPost, "liveList">) => row.liveList !== null;
export const liveFilter = { liveList: { not: Prisma.DbNull } } satisfies Prisma.BlogPostWhereInput;

/** The columns that take a post off the site. */
export const notLiveColumns = {
  liveList: Prisma.DbNull,
  liveContent: Prisma.DbNull,
} satisfies Prisma.BlogPostUpdateInput;

/** The columns that make a row's draft what visitors see. */
export function liveColumns(row: Pick<BlogPost, "draftList" | "draftContent">) {
  // The draft columns are NOT NULL: the values Prisma read are JSON values it will take back.
  return {
    liveList: row.draftList as Prisma.InputJsonValue,
    liveContent: row.draftContent as Prisma.InputJsonValue,
  } satisfies Prisma.BlogPostUpdateInput;
}

/** A publish's times: the last publish is now; the first stays the first (the post's publication date). */
export function publishedNow(row: Pick<BlogPost, "firstPublishedAt">, now: Date) {
  return { publishedAt: now, firstPublishedAt: row.firstPublishedAt ?? now } satisfies Prisma.BlogPostUpdateInput;
}

export function postState(row: StateRow): PostState {
  if (row.scheduledAt) return "scheduled";
  if (!isLive(row)) return "draft";
  return isDeepStrictEqual(row.draftList, row.liveList) && isDeepStrictEqual(row.draftContent, row.liveContent)
    ? "live"
    : "live_changed";
}

/** How a problem reads to the caller (the editor's words in its language: blog-payload.ts). */
export type Describe = ParseOptions["describe"];

/**
 * A draft saves whatever is missing; what goes live must be a whole post (title, category, every
 * block filled in): else a 400 naming each missing piece (thrown inside the transaction, which then writes nothing).
 */
export function requireLive(row: Pick<BlogPost, "draftList" | "draftContent">, describe?: Describe): void {
  parse(liveSchema, { data_list: row.draftList, data_content: row.draftContent }, { describe });
}
