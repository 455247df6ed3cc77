/** Public prefix of the blog's images (public/blog); stored paths are relative to it. */
export const BLOG_IMAGE_PREFIX = "/blog/";

/** The address of a stored image path: absolute URLs and site paths pass, others get the prefix. */
export function blogImageUrl(path: string | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path) || path.startsWith("/")) return path;
  return `${BLOG_IMAGE_PREFIX}${path}`;
}
