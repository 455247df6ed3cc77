import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import path from "node:path";

/**
 * A folder to run the current build from, with its own copy of `.next` and links to everything
 * else in the project. Next keeps the pages it renders again (a revalidated About or blog list, a
 * post rendered on its first visit) in `.next/server`: servers of the suite, each on its own
 * database and address, would otherwise serve one another's pages. Returns the folder, to be the
 * server's working directory (scripts/serve.ts serves the project it is started in). A server
 * started again in the same `dir` finds its own pages as a restarted deployment would.
 */
export function buildSandbox(root: string, dir: string): string {
  const sandbox = path.join(dir, "project");
  if (existsSync(path.join(sandbox, ".next"))) return sandbox;
  mkdirSync(sandbox, { recursive: true });
  for (const entry of readdirSync(root)) {
    // No lockfile: Next would see two (this one and the project's, above it) and warn.
    if (entry === ".next" || entry === ".git" || entry === "package-lock.json") continue;
    symlinkSync(path.join(root, entry), path.join(sandbox, entry));
  }
  // The build as `next build` left it: without Turbopack's compile cache (most of its size, read only
  // by the build) and without the pages earlier servers rendered again (.next/server/route-cache).
  const skip = new Set([path.join(root, ".next", "cache"), path.join(root, ".next", "server", "route-cache")]);
  cpSync(path.join(root, ".next"), path.join(sandbox, ".next"), { recursive: true, filter: (from) => !skip.has(from) });
  return sandbox;
}
