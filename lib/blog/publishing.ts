import "server-only";
import { db } from "@/lib/db/client";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { Prisma } from "@/lib/db/generated/client";
import { isLive, liveColumns, notLiveColumns, publishedNow, requireLive, type Describe } from "./post-state";
import { refreshPublicBlog } from "./refresh";
import { relinkPartners, requireRow, saveDraft, writeDraft, type DraftInput, type TakenIdText } from "./staff-posts";
import { staffView } from "./staff-view";

/**
 * The one publishing state machine (lib/blog/post-state.ts). Every change visitors can see expires
 * the cached public blog and renders it again (refresh.ts), so it shows everywhere within a second.
 * The old editor's Published checkbox and "Publish to Prod" are aliases of these calls.
 */

type Tx = Prisma.TransactionClient;
/** Withdraws any schedule of the post: its pending jobs are cancelled. */
async function cancelJobs(tx: Tx, id: string): Promise<void> {
  await tx.blogJob.updateMany({ where: { postId: id, status: "pending" }, data: { status: "cancelled" } });
}

/** Publish: (saves `draft` first, if given, then) the draft becomes what visitors see. */
export async function publishPost(id: string, draft?: DraftInput, describe?: Describe) {
  await requireRow(id);
  const row = await db().$transaction(async (tx) => {
    const saved = draft ? await writeDraft(tx, id, draft) : await tx.blogPost.findUniqueOrThrow({ where: { id } });
    requireLive(saved, describe);
    await cancelJobs(tx, id);
    return tx.blogPost.update({
      where: { id },
      data: { ...liveColumns(saved), ...publishedNow(saved, new Date()), scheduledAt: null },
    });
  });
  await refreshPublicBlog([id]);
  return staffView(row);
}

/** Unpublish: visitors no longer see the post (its draft is kept; any schedule is withdrawn). */
export async function unpublishPost(id: string) {
  const before = await requireRow(id);
  const row = await db().$transaction(async (tx) => {
    await cancelJobs(tx, id);
    return tx.blogPost.update({ where: { id }, data: { ...notLiveColumns, scheduledAt: null } });
  });
  if (isLive(before)) await refreshPublicBlog([id]);
  return staffView(row);
}

/**
 * Schedule: the draft (saved first when given) goes live by itself at `at`, through a durable job
 * (lib/blog/jobs) that survives a restart. A new schedule replaces the previous one.
 */
export async function schedulePost(id: string, at: Date, draft?: DraftInput, describe?: Describe, now = new Date()) {
  if (at.getTime() <= now.getTime())
    throw badRequest("The scheduled time must be in the future.", { at: ["scheduleInPast"] });
  await requireRow(id);
  const row = await db().$transaction(async (tx) => {
    requireLive(
      draft ? await writeDraft(tx, id, draft) : await tx.blogPost.findUniqueOrThrow({ where: { id } }),
      describe,
    );
    await cancelJobs(tx, id);
    await tx.blogJob.create({ data: { postId: id, runAt: at } });
    return tx.blogPost.update({ where: { id }, data: { scheduledAt: at } });
  });
  await refreshPublicBlog([id]);
  return staffView(row);
}

/** Withdraws the schedule; the post stays as it is (draft, or live with its live version). */
export async function cancelSchedule(id: string) {
  await requireRow(id);
  const row = await db().$transaction(async (tx) => {
    await cancelJobs(tx, id);
    return tx.blogPost.update({ where: { id }, data: { scheduledAt: null } });
  });
  return staffView(row);
}

/** The Published toggle: a live post is unpublished, any other is published. Never reports a state it did not reach. */
export async function togglePublished(id: string, describe?: Describe) {
  return isLive(await requireRow(id)) ? unpublishPost(id) : publishPost(id, undefined, describe);
}

/**
 * Save with the old editor's Published checkbox: the draft is saved; then 1 publishes it (it goes
 * live), 0 takes a live post down, and no flag leaves the state alone (a live post keeps its live
 * version until the next Publish).
 */
export async function savePost(
  id: string,
  draft: DraftInput,
  taken: TakenIdText,
  isPublished?: boolean,
  describe?: Describe,
) {
  if (isPublished === true && !draft.id) return publishPost(id, draft, describe);
  const saved = await saveDraft(id, draft, taken);
  // A live post that moved: its pages, the sitemap and the feeds list it at its new address only.
  if (saved.id !== id && isLive(saved)) await refreshPublicBlog([id, saved.id]);
  if (isPublished === true) return publishPost(saved.id, undefined, describe);
  if (isPublished === false && isLive(saved)) return unpublishPost(saved.id);
  return staffView(saved);
}

/** The 409's words when a post to delete is on the site or due to go there, in the caller's language. */
export interface DeleteRefusalText {
  live: string;
  scheduled: string;
}

/**
 * Deletes a post nobody sees (a draft, or one unpublished): a live or scheduled post is a 409, to be
 * unpublished or unscheduled first. Checked and deleted in one transaction, the delete conditional on
 * the state, so a publish in between cannot be deleted with it. Its jobs and old addresses go with it
 * (ON DELETE CASCADE); a partner's language link to it is cleared. Images are a shared library, not
 * the post's: they stay.
 */
export async function deletePost(id: string, text: DeleteRefusalText): Promise<void> {
  const liveChanged = await db().$transaction(async (tx) => {
    const row = await tx.blogPost.findUnique({ where: { id }, include: { oldSlugs: { select: { slugLower: true } } } });
    if (!row) throw notFound("Blog post not found.");
    const { count } = await tx.blogPost.deleteMany({
      where: { id, liveList: { equals: Prisma.DbNull }, scheduledAt: null },
    });
    if (count === 0) {
      // Published or scheduled (now, if not when read above): what the writer must do first.
      const now = await tx.blogPost.findUnique({ where: { id } });
      if (!now) throw notFound("Blog post not found.");
      throw conflict(now.scheduledAt ? text.scheduled : text.live);
    }
    return relinkPartners(tx, new Set([row.idLower, ...row.oldSlugs.map((slug) => slug.slugLower)]), null);
  });
  // Its own pages too: a render of it cached while it was live (a publish's, finishing late) is dropped.
  await refreshPublicBlog([id, ...liveChanged]);
}
