import { requireStaff } from "@/lib/auth/require-staff";
import { parsePayload } from "@/lib/blog/parse-payload";
import { deleteNews, getNews, updateNews } from "@/lib/news/news-items";
import { newsIdSchema, newsItemSchema } from "@/lib/news/schema";
import { handleApiRoute, success } from "@/lib/http/api-route";
import { notFound } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

interface IdContext {
  params: Promise<{ id: string }>;
}

async function newsId({ params }: IdContext): Promise<number> {
  const parsed = newsIdSchema.safeParse((await params).id);
  if (!parsed.success) throw notFound("News item not found.");
  return parsed.data;
}

export const GET = handleApiRoute(async (_request, context: IdContext) =>
  success(await getNews(await newsId(context))),
);

export const PUT = handleApiRoute(async (request, context: IdContext) => {
  assertSameOrigin(request);
  await requireStaff(request);
  const id = await newsId(context);
  const body = await readJson(request);
  return success(await updateNews(id, parsePayload(newsItemSchema, body)));
});

export const DELETE = handleApiRoute(async (request, context: IdContext) => {
  assertSameOrigin(request);
  await requireStaff(request);
  const id = await newsId(context);
  await deleteNews(id);
  return success({ id });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { POST, PATCH } = refuseOtherMethods<{ params: Promise<{ id: string }> }>("GET", "PUT", "DELETE");
