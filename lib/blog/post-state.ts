import "server-only";
import type { BlogPost } from "@/lib/db/generated/client";

/**
 * The one publishing state of a post, which the editor always shows: a draft nobody sees, a draft
 * scheduled to go live at a time, live (the draft is what visitors see), or live with saved changes
 * that the next Publish will show.
 */
export type PostState = "draft" | "scheduled" | "live" | "live_changed";

type StateRow = Pick<BlogPost, "draftList" | "draftContent" | "liveList" | "liveContent" | "scheduledAt">;

export const isLive = (row: Pick<BlogPost, "liveList">) => row.liveList !== null;

export function postState(row: StateRow): PostState {
  if (row.scheduledAt) return "scheduled";
  if (!isLive(row)) return "draft";
  return row.draftList === row.liveList && row.draftContent === row.liveContent ? "live" : "live_changed";
}
