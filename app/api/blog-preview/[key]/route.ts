import { startPreview } from "@/lib/blog/preview";
import { route } from "@/lib/api/route";

type KeyContext = RouteContext<"/api/blog-preview/[key]">;

// A staff session's draft-mode cookie: never cached.
export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The editor's Preview button: the saved draft at the post's own address (staff only). */
  GET: async (request, { params }: KeyContext) => startPreview(request, (await params).key),
});
