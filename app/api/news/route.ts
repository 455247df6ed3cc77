import { recordStaffAccess } from "@/lib/access-log/record";
import { handle, route, success } from "@/lib/api/route";
import { createNews, listNews } from "@/lib/news/news-items";
import { listPublicNews } from "@/lib/news/public-news";
import { newsItemSchema, newsQuerySchema } from "@/lib/news/schema";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    GET: handle({ query: newsQuerySchema }, async ({ query: { locale } }) =>
      success(locale ? await listPublicNews(locale) : await listNews()),
    ),
    POST: handle({ sameOrigin: true, role: "editor", body: newsItemSchema }, async ({ request, staff, body }) => {
      const item = await createNews(body);
      await recordStaffAccess(request, staff, { action: "news.create", target: `news/${item.id}` });
      return success(item, { status: 201 });
    }),
  },
  "success",
);
