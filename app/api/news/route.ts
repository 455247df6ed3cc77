import { requireStaff } from "@/lib/auth/require-staff";
import { parsePayload } from "@/lib/blog/parse-payload";
import { createNews, listNews } from "@/lib/news/news-items";
import { newsItemSchema } from "@/lib/news/schema";
import { handleApiRoute, success } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

export const dynamic = "force-dynamic";

export const GET = handleApiRoute(async () => success(await listNews()));

export const POST = handleApiRoute(async (request) => {
  assertSameOrigin(request);
  await requireStaff(request);
  const body = await readJson(request);
  return success(await createNews(parsePayload(newsItemSchema, body)), { status: 201 });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
