import "server-only";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * At start-up, before the first request (instrumentation.ts): tells the proxy the script hashes of the
 * page copies Next stored before this process started (About rendered again after a news edit, then a
 * restart without a rebuild), which Next serves from disk. Through Next's own cache handler
 * (./page-cache.cjs), loaded as Next loads it: by Node, not bundled.
 */
export async function noteStoredPages(): Promise<void> {
  const handler = pathToFileURL(path.join(process.cwd(), "lib", "security", "page-cache.cjs")).href;
  const pageCache = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ handler)) as {
    default: { noteStoredPages(serverDistDir: string): void };
  };
  pageCache.default.noteStoredPages(path.join(process.cwd(), ".next", "server"));
}
