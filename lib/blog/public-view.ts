import "server-only";
import type { LivePost } from "./stored-post";

/** The API's list form of a live post. */
export function publicListView(post: LivePost) {
  return {
    id: post.id,
    ...post.list,
    is_published: 1,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}

/** The API's full form: list fields plus the cover images and sections. */
export function publicPostView(post: LivePost) {
  return { ...publicListView(post), createdAt: post.createdAt.toISOString(), ...post.content };
}
