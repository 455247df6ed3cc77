import "server-only";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { parse } from "@/lib/http/parse";
import { z } from "@/lib/validation/z";
import { cacheChangeSchema } from "@/lib/cache/broadcast";
import { revalidateNews } from "@/lib/news/public-news";
import { refreshAllPublicBlog, refreshOwnBlogCache, refreshPublicBlog } from "../refresh";
import { hasInternalKey } from "./internal-key";
import { runDueJobs } from "./run";

const actionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("run") }),
  z.object({ action: z.literal("refresh-all") }),
  z.object({ action: z.literal("apply"), change: cacheChangeSchema }),
]);

/**
 * The internal job route: only this server's own calls carry the key (anyone else gets a 404, as if
 * the route did not exist). "run" publishes every due scheduled post and refreshes their pages;
 * "refresh-all" (at start-up) expires every cached blog page, list, feed, sitemap and share image,
 * and About's news (a build may have cached them from another database);
 * "apply" expires what another instance changed (lib/cache/broadcast.ts).
 */
export async function runJobAction(request: Request): Promise<Response> {
  if (!hasInternalKey(request)) throw notFound();
  const body = parse(actionSchema, await readJson(request, 16 * 1024));
  const { action } = body;
  if (action === "apply") {
    if (body.change.scope === "news") revalidateNews();
    else await refreshOwnBlogCache(body.change.ids);
    return Response.json({ applied: true });
  }
  if (action === "refresh-all") {
    await refreshAllPublicBlog();
    revalidateNews();
    return Response.json({ refreshed: true });
  }
  const published = await runDueJobs(db());
  if (published.length) await refreshPublicBlog(published);
  return Response.json({ published });
}
