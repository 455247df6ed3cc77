import "server-only";
import { isDeepStrictEqual } from "node:util";
import { Prisma, type BlogPost } from "@/lib/db/generated/client";

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

export function postState(row: StateRow): PostState {
  if (row.scheduledAt) return "scheduled";
  if (!isLive(row)) return "draft";
  return isDeepStrictEqual(row.draftList, row.liveList) && isDeepStrictEqual(row.draftContent, row.liveContent)
    ? "live"
    : "live_changed";
}
