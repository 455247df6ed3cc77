import { endPreview } from "@/lib/blog/preview";
import { handleRoute } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

// Clears the draft-mode cookie: never cached.
export const dynamic = "force-dynamic";

/** Leaves the preview and goes back to `?to=` (a path of this site). */
export const GET = handleRoute(endPreview);

// Other methods answer a JSON 405 naming the allowed ones.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
