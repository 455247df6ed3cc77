import "server-only";
import { db } from "@/lib/db/client";
import { conflict, notFound } from "@/lib/http/errors";
import { revalidateBlog } from "./revalidate";
import { sanitizeContent } from "./sanitize-content";
import type { CreatePostInput, SavePostInput } from "./schemas";
import { toDraft } from "./stored-post";
import type { BlogPost } from "@/lib/db/generated/client";

export const DUPLICATE_ID_MESSAGE = "A blog post with this ID already exists";

/** The editor's view of a row: the draft and the state flags, in the spec's snake_case. */
export function staffView(row: BlogPost) {
  const draft = toDraft(row);
  return {
    id: row.id,
    ...draft.list,
    data_list: draft.list,
    data_content: draft.content,
    is_published: row.isPublished ? 1 : 0,
    is_live: row.liveList !== null,
    has_unpublished_changes: row.draftList !== row.liveList || row.draftContent !== row.liveContent,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

export async function listAllPosts() {
  const rows = await db().blogPost.findMany({ orderBy: { createdAt: "desc" } });
  return rows.map(staffView);
}

async function requireRow(id: string): Promise<BlogPost> {
  const row = await db().blogPost.findUnique({ where: { id } });
  if (!row) throw notFound("Blog post not found.");
  return row;
}

export async function getStaffPost(id: string) {
  return staffView(await requireRow(id));
}

/** Creates an unpublished post whose draft is the given data; 409 if the id is taken. */
export async function createPost(input: CreatePostInput) {
  const existing = await db().blogPost.findUnique({ where: { id: input.id } });
  if (existing) throw conflict(DUPLICATE_ID_MESSAGE, { id: [DUPLICATE_ID_MESSAGE] });
  const row = await db().blogPost.create({
    data: {
      id: input.id,
      draftList: JSON.stringify(input.data_list),
      draftContent: JSON.stringify(sanitizeContent(input.data_content)),
    },
  });
  return staffView(row);
}

/** Saves the draft and the published flag; the live version changes only on publish. */
export async function savePost(id: string, input: SavePostInput) {
  const before = await requireRow(id);
  const row = await db().blogPost.update({
    where: { id },
    data: {
      draftList: JSON.stringify(input.data_list),
      draftContent: JSON.stringify(sanitizeContent(input.data_content)),
      isPublished: input.is_published,
    },
  });
  if (before.isPublished !== row.isPublished) revalidateBlog(id);
  return staffView(row);
}

export async function togglePublished(id: string) {
  const before = await requireRow(id);
  const row = await db().blogPost.update({ where: { id }, data: { isPublished: !before.isPublished } });
  revalidateBlog(id);
  return staffView(row);
}

/** "Publish to Prod": the draft becomes the live version, and the public pages are refreshed. */
export async function publishPost(id: string) {
  const before = await requireRow(id);
  const row = await db().blogPost.update({
    where: { id },
    data: { liveList: before.draftList, liveContent: before.draftContent, publishedAt: new Date() },
  });
  revalidateBlog(id);
  return staffView(row);
}
