import { recordStaffAccess } from "@/lib/access-log/record";
import { requireStaffWrite } from "@/lib/auth/require-staff";
import { parse } from "@/lib/http/parse";
import { deleteNews, getNews, updateNews } from "@/lib/news/news-items";
import { newsIdSchema, newsItemSchema } from "@/lib/news/schema";
import { notFound } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { route, success } from "@/lib/http/route";

type IdContext = RouteContext<"/api/news/[id]">;

async function newsId({ params }: IdContext): Promise<number> {
  const parsed = newsIdSchema.safeParse((await params).id);
  if (!parsed.success) throw notFound("News item not found.");
  return parsed.data;
}

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    GET: async (_request, context: IdContext) => success(await getNews(await newsId(context))),
    PUT: async (request, context: IdContext) => {
      const staff = await requireStaffWrite(request, "editor");
      const id = await newsId(context);
      const body = await readJson(request);
      const item = await updateNews(id, parse(newsItemSchema, body));
      await recordStaffAccess(request, staff, { action: "news.update", target: `news/${id}` });
      return success(item);
    },
    DELETE: async (request, context: IdContext) => {
      const staff = await requireStaffWrite(request, "editor");
      const id = await newsId(context);
      await deleteNews(id);
      await recordStaffAccess(request, staff, { action: "news.delete", target: `news/${id}` });
      return success({ id });
    },
  },
  "success",
);
