import { recordStaffAccess } from "@/lib/access-log/record";
import { requireStaffWrite } from "@/lib/auth/require-staff";
import { parse } from "@/lib/http/parse";
import { createNews, listNews } from "@/lib/news/news-items";
import { listPublicNews } from "@/lib/news/public-news";
import { newsItemSchema, newsQuerySchema } from "@/lib/news/schema";
import { readJson } from "@/lib/http/read-body";
import { route, success } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    GET: async (request) => {
      const { locale } = parse(newsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      return success(locale ? await listPublicNews(locale) : await listNews());
    },
    POST: async (request) => {
      const staff = await requireStaffWrite(request, "editor");
      const body = await readJson(request);
      const item = await createNews(parse(newsItemSchema, body));
      await recordStaffAccess(request, staff, { action: "news.create", target: `news/${item.id}` });
      return success(item, { status: 201 });
    },
  },
  "success",
);
