import "server-only";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { conflict, notFound, preconditionRequired } from "@/lib/http/errors";
import type { BlogPost, Prisma } from "@/lib/db/generated/client";
import type { BlogContent, BlogList, CreatePostInput } from "./schemas";
import { staffView } from "./staff-view";

export interface DraftInput {
  list: BlogList;
  content: BlogContent;
  /** The version the editor started from (its `updated_at`); absent: refused with 428. */
  base?: Date;
  /** A new id (the post's address), when the writer changed it: the post moves (`movePost`). */
  id?: string;
}

/**
 * The 409's words for an id another post has, in the caller's language (`takenIdText` in blog-payload.ts):
 * the same id, or the same in other letter case (`existing`, the same address to a reader).
 */
export interface TakenIdText {
  same: string;
  otherCase: (existing: string) => string;
  /** The field the message is about, as the editor names it ("게시물 ID"). */
  field: string;
}

/** Every post with its draft and state, the most recently changed first (the editor's list). */
export async function listAllPosts() {
  const rows = await db().blogPost.findMany({ orderBy: { updatedAt: "desc" } });
  return rows.map(staffView);
}

export async function requireRow(id: string): Promise<BlogPost> {
  const row = await db().blogPost.findUnique({ where: { id } });
  if (!row) throw notFound("Blog post not found.");
  return row;
}

/**
 * A post for the editor; an id in other letter case finds it too, so the editor's "is this address
 * free?" check (404 = free) says taken for `t4-case` when `T4-CASE` exists.
 */
export async function getStaffPost(id: string) {
  const row =
    (await db().blogPost.findUnique({ where: { id } })) ??
    (await db().blogPost.findUnique({ where: { idLower: id.toLowerCase() } }));
  if (!row) throw notFound("Blog post not found.");
  return staffView(row);
}

/** Whether a post holds `id`, case ignored: the editor's check of an address before the save that takes it. */
export async function postIdTaken(id: string): Promise<boolean> {
  return (await db().blogPost.count({ where: { idLower: id.toLowerCase() } })) > 0;
}

/** The stored draft, as validated: its markup was sanitised before (draft-body.ts), so it passes its schema when read. */
export function draftColumns(list: BlogList, content: BlogContent) {
  return { draftList: list, draftContent: content };
}

type PostReader = Pick<Prisma.TransactionClient, "blogPost">;

/** 409 when another post has `id` (ignoring case), naming the field: "게시물 ID: …". */
async function refuseTakenId(tx: PostReader, id: string, text: TakenIdText, self?: string): Promise<void> {
  const existing = await tx.blogPost.findUnique({ where: { idLower: id.toLowerCase() }, select: { id: true } });
  if (!existing || existing.id === self) return;
  const bare = existing.id === id ? text.same : text.otherCase(existing.id);
  throw conflict(`${text.field}: ${bare}`, { id: [bare] });
}

/** How many numbered ids (`-2` … `-100`) a suggested id may take before the 409. */
const SUFFIX_TRIES = 99;

/** `id`, or when another post has it (ignoring case) the first free of `id-2`, `id-3`, … (null: none free). */
async function freeId(tx: PostReader, id: string): Promise<string | null> {
  for (let n = 1; n <= SUFFIX_TRIES + 1; n += 1) {
    const suffix = n === 1 ? "" : `-${n}`;
    // Ids are at most 120 characters: the number replaces the end of a long one.
    const candidate = `${id.slice(0, 120 - suffix.length)}${suffix}`;
    if (!(await tx.blogPost.findUnique({ where: { idLower: candidate.toLowerCase() }, select: { id: true } })))
      return candidate;
  }
  return null;
}

/**
 * Creates a draft (nobody sees it until it is published); the unique `idLower` holds against a concurrent
 * create too. An id the editor suggested (`id_suggested`: made from the title, or a spare one) that another
 * post has gets the first free number (`monthly-news-2`): two posts may share a title. An id the writer
 * chose is theirs: 409 naming the field, ignoring case.
 */
export async function createPost(input: CreatePostInput, text: TakenIdText) {
  const data = draftColumns(input.data_list, input.data_content);
  for (let attempt = 1; ; attempt += 1) {
    const id = input.id_suggested ? ((await freeId(db(), input.id)) ?? input.id) : input.id;
    // A suggested id is refused only when none of its numbered ones is free either.
    await refuseTakenId(db(), id, text);
    try {
      return staffView(await db().blogPost.create({ data: { id, idLower: id.toLowerCase(), ...data } }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Taken between the check and the write (a concurrent create): a suggested id looks again, a few times.
      if (!input.id_suggested || attempt === 3) {
        await refuseTakenId(db(), id, text);
        throw error;
      }
    }
  }
}

export const VERSION_CONFLICT_MESSAGE =
  "This post was saved elsewhere (another tab or person) after you opened it; your save was refused so nothing is overwritten.";

export const BASE_VERSION_REQUIRED_MESSAGE =
  "Send base_updated_at (the updated_at of the post as you last had it) with the draft, so a save from an old tab cannot overwrite a newer one.";

/**
 * Writes the draft only if the row is still the version `base` names (compare-and-set on
 * `updatedAt`), else 409; without `base`, 428: two tabs or two people never overwrite each other silently.
 */
export async function writeDraft(tx: Prisma.TransactionClient, id: string, draft: DraftInput): Promise<BlogPost> {
  if (!draft.base) throw preconditionRequired(BASE_VERSION_REQUIRED_MESSAGE);
  const data = draftColumns(draft.list, draft.content);
  const { count } = await tx.blogPost.updateMany({ where: { id, updatedAt: draft.base }, data });
  if (count === 0) throw conflict(VERSION_CONFLICT_MESSAGE, { base_updated_at: [VERSION_CONFLICT_MESSAGE] });
  return tx.blogPost.findUniqueOrThrow({ where: { id } });
}

/**
 * A card's fields with its language link to one of `names` (lower case) pointed at `to`, or dropped when
 * `to` is null; null when the link names another post or none.
 */
function relinked(list: Prisma.JsonValue | null, names: Set<string>, to: string | null): Prisma.InputJsonObject | null {
  if (!list || typeof list !== "object" || Array.isArray(list)) return null;
  const { translation, ...rest } = list;
  if (typeof translation !== "string" || !names.has(translation.toLowerCase())) return null;
  return (to === null ? rest : { ...rest, translation: to }) as Prisma.InputJsonObject;
}

/**
 * The other-language posts whose language link names one of `names` (a post's id or old addresses, lower
 * case) name `to` instead (the post moved: the pair holds without a publish), or lose the link (`to` null:
 * the post was deleted, and a later post given that id is no one's partner by accident). Draft and live
 * version alike, their `updatedAt` kept, so an editor open on one is not told it changed elsewhere (a save
 * from it naming the old id still pairs, through the old address: translation-pairs.ts). Returns the ids
 * whose live version changed.
 */
export async function relinkPartners(
  tx: Prisma.TransactionClient,
  names: Set<string>,
  to: string | null,
): Promise<string[]> {
  const rows = await tx.blogPost.findMany({
    where: to === null ? {} : { id: { not: to } },
    select: { id: true, draftList: true, liveList: true, updatedAt: true },
  });
  const liveChanged: string[] = [];
  for (const row of rows) {
    const draftList = relinked(row.draftList, names, to);
    const liveList = relinked(row.liveList, names, to);
    if (liveList) liveChanged.push(row.id);
    if (draftList || liveList)
      await tx.blogPost.update({
        where: { id: row.id },
        data: { ...(draftList && { draftList }), ...(liveList && { liveList }), updatedAt: row.updatedAt },
      });
  }
  return liveChanged;
}

/**
 * Moves a post to a new id (its address: the slug). A post that has been published keeps its old
 * address as a `BlogSlug`, which answers 308 to the new one; an address it had before comes back
 * to it. 409 when another post has the id. The jobs and old slugs follow (ON UPDATE CASCADE), and so
 * does the language link of its other-language version (`relinkPartners`).
 */
export async function movePost(
  tx: Prisma.TransactionClient,
  row: BlogPost,
  newId: string,
  text: TakenIdText,
): Promise<BlogPost> {
  if (newId === row.id) return row;
  await refuseTakenId(tx, newId, text, row.id);
  const idLower = newId.toLowerCase();
  await tx.blogSlug.deleteMany({ where: { slugLower: idLower } });
  const moved = await tx.blogPost.update({ where: { id: row.id }, data: { id: newId, idLower } });
  if ((row.publishedAt || row.liveList !== null) && row.idLower !== idLower)
    await tx.blogSlug.create({ data: { slugLower: row.idLower, postId: newId } });
  await relinkPartners(tx, new Set([row.idLower]), newId);
  return moved;
}

/** Saves the draft only (moving the post when it names a new id): a live post keeps its live version until the next Publish. */
export async function saveDraft(id: string, draft: DraftInput, text: TakenIdText) {
  await requireRow(id);
  return db().$transaction(async (tx) => {
    const saved = await writeDraft(tx, id, draft);
    return draft.id ? movePost(tx, saved, draft.id, text) : saved;
  });
}
