import "server-only";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { startBlogTicker } from "./ticker";

/** The server's blog ticker, polling every BLOG_JOBS_POLL_MS. */
export function startBlogTickerFromEnv(): void {
  startBlogTicker(db(), env().BLOG_JOBS_POLL_MS);
}
