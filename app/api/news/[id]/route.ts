import { recordStaffAccess } from "@/lib/access-log/record";
import { handle, route, success } from "@/lib/api/route";
import { notFound } from "@/lib/http/errors";
import { deleteNews, getNews, updateNews } from "@/lib/news/news-items";
import { newsIdSchema, newsItemSchema } from "@/lib/news/schema";

type IdContext = RouteContext<"/api/news/[id]">;

async function newsId({ params }: IdContext): Promise<number> {
  const parsed = newsIdSchema.safeParse((await params).id);
  if (!parsed.success) throw notFound("News item not found.");
  return parsed.data;
}

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    GET: async (_request, context: IdContext) => success(await getNews(await newsId(context))),
    PUT: handle(
      { sameOrigin: true, role: "editor", body: newsItemSchema },
      async ({ request, staff, body }, context: IdContext) => {
        const id = await newsId(context);
        const item = await updateNews(id, body);
        await recordStaffAccess(request, staff, { action: "news.update", target: `news/${id}` });
        return success(item);
      },
    ),
    DELETE: handle({ sameOrigin: true, role: "editor" }, async ({ request, staff }, context: IdContext) => {
      const id = await newsId(context);
      await deleteNews(id);
      await recordStaffAccess(request, staff, { action: "news.delete", target: `news/${id}` });
      return success({ id });
    }),
  },
  "success",
);
