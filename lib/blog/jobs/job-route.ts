import "server-only";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { parseWith, readJson } from "@/lib/http/read-body";
import { z } from "@/lib/validation/z";
import { refreshAllPublicBlog, refreshPublicBlog } from "../refresh";
import { hasInternalKey } from "./internal-key";
import { runDueJobs } from "./run";

const actionSchema = z.object({ action: z.enum(["run", "refresh-all"]) });

/**
 * The internal job route: only this server's own calls carry the key (anyone else gets a 404, as if
 * the route did not exist). "run" publishes every due scheduled post and refreshes their pages;
 * "refresh-all" (at start-up) expires every cached blog page, list, feed, sitemap and share image.
 */
export async function runJobAction(request: Request): Promise<Response> {
  if (!hasInternalKey(request)) throw notFound();
  const { action } = parseWith(actionSchema, await readJson(request, 1024));
  if (action === "refresh-all") {
    await refreshAllPublicBlog();
    return Response.json({ refreshed: true });
  }
  const published = await runDueJobs(db());
  if (published.length) refreshPublicBlog(published);
  return Response.json({ published });
}
