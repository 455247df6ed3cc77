import { route } from "@/lib/api/route";
import { missingFilePage } from "@/lib/http/page-requests";

// A missing file under public/'s folders, rewritten here by next.config.ts: a 404 page without script.
export const { GET, POST, PUT, PATCH, DELETE } = route({ GET: (request) => missingFilePage(request) });
