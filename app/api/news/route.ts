import { requireStaffWrite } from "@/lib/auth/require-staff";
import { parse } from "@/lib/http/parse";
import { createNews, listNews } from "@/lib/news/news-items";
import { newsItemSchema } from "@/lib/news/schema";
import { readJson } from "@/lib/http/read-body";
import { route, success } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    GET: async () => success(await listNews()),
    POST: async (request) => {
      await requireStaffWrite(request, "editor");
      const body = await readJson(request);
      return success(await createNews(parse(newsItemSchema, body)), { status: 201 });
    },
  },
  "success",
);
