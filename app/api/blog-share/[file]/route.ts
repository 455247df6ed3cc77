import { getLivePost, listLivePosts } from "@/lib/blog/live-posts";
import { shareImage } from "@/lib/blog/share/share-image";

// Drawn once per live version and kept in Next's cache; publishing expires it with the post's tag
// (lib/blog/revalidate.ts), so the next request draws the new title and cover.
export const dynamic = "force-static";

type FileContext = RouteContext<"/api/blog-share/[file]">;

export async function generateStaticParams() {
  return (await listLivePosts()).map((post) => ({ file: `${post.id}.png` }));
}

/** A live post's 1200×630 PNG og:image and twitter:image (`/api/blog-share/{id}.png`). */
export async function GET(_request: Request, { params }: FileContext) {
  const { file } = await params;
  const post = file.endsWith(".png") ? await getLivePost(file.slice(0, -4)) : null;
  if (!post) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return shareImage(post);
}
