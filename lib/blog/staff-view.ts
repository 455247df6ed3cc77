import "server-only";
import type { BlogPost } from "@/lib/db/generated/client";
import { isLive, postState } from "./post-state";
import { storedIssues, toDraft } from "./stored-post";

/** The editor's view of a row: the draft, in the API's snake_case, and its one publishing state. */
export function staffView(row: BlogPost) {
  const draft = toDraft(row);
  const state = postState(row);
  return {
    id: row.id,
    ...draft.list,
    // A draft that fails the format (stored before today's checks) reaches the editor as stored, to be fixed there.
    data_list: draft.list ?? row.draftList,
    data_content: draft.content ?? row.draftContent,
    /** Why the stored draft or live version fails the post format (empty for a sound post): the list marks it broken. */
    broken: storedIssues(row),
    /** The API's flag: 1 exactly when visitors see the post. */
    is_published: isLive(row) ? 1 : 0,
    state,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    is_live: isLive(row),
    has_unpublished_changes: state === "live_changed",
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

export type StaffPostView = ReturnType<typeof staffView>;
