import "server-only";
import { db } from "@/lib/db/client";
import { conflict, notFound } from "@/lib/http/errors";
import type { BlogPost } from "@/lib/db/generated/client";
import { sanitizeContent } from "./sanitize-content";
import type { BlogContent, BlogList, CreatePostInput } from "./schemas";
import { staffView } from "./staff-view";

export const DUPLICATE_ID_MESSAGE = "A blog post with this ID already exists";

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

export async function getStaffPost(id: string) {
  return staffView(await requireRow(id));
}

/** The stored draft: markup sanitised. */
export function draftColumns(list: BlogList, content: BlogContent) {
  return { draftList: list, draftContent: sanitizeContent(content) };
}

/** Creates a draft (nobody sees it until it is published); 409 if the id is taken. */
export async function createPost(input: CreatePostInput) {
  const existing = await db().blogPost.findUnique({ where: { id: input.id } });
  if (existing) throw conflict(DUPLICATE_ID_MESSAGE, { id: [DUPLICATE_ID_MESSAGE] });
  const row = await db().blogPost.create({
    data: { id: input.id, ...draftColumns(input.data_list, input.data_content) },
  });
  return staffView(row);
}

/** Saves the draft only: a live post keeps its live version until the next Publish. */
export async function saveDraft(id: string, list: BlogList, content: BlogContent) {
  await requireRow(id);
  return db().blogPost.update({ where: { id }, data: draftColumns(list, content) });
}
