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
      await requireStaffWrite(request, "editor");
      const id = await newsId(context);
      const body = await readJson(request);
      return success(await updateNews(id, parse(newsItemSchema, body)));
    },
    DELETE: async (request, context: IdContext) => {
      await requireStaffWrite(request, "editor");
      const id = await newsId(context);
      await deleteNews(id);
      return success({ id });
    },
  },
  "success",
);
