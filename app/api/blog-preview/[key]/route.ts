import { startPreview } from "@/lib/blog/preview";
import { handleRoute } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

type KeyContext = { params: Promise<{ key: string }> };

// A staff session's draft-mode cookie: never cached.
export const dynamic = "force-dynamic";

/** The editor's Preview button: the saved draft at the post's own address (staff only). */
export const GET = handleRoute(async (request, { params }: KeyContext) => startPreview(request, (await params).key));

// Other methods answer a JSON 405 naming the allowed ones.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods<KeyContext>("GET");
