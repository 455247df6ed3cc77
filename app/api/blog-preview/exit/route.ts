import { endPreview } from "@/lib/blog/preview";
import { route } from "@/lib/api/route";

// Clears the draft-mode cookie: never cached.
export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Leaves the preview and goes back to `?to=` (a path of this site). */
  GET: endPreview,
});
