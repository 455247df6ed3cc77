import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from "node:fs";
import path from "node:path";

/**
 * A folder to run the current build from, with its own `.next` and links to everything else in the
 * project. Next keeps the pages it renders again (a revalidated About or blog list, a post rendered on
 * its first visit) in `.next/server`: servers of the suite, each on its own database and address,
 * would otherwise serve one another's pages. Returns the folder, to be the server's working directory
 * (scripts/serve.ts serves the project it is started in). A server started again in the same `dir`
 * finds its own pages as a restarted deployment would.
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
  linkBuild(path.join(root, ".next"), path.join(sandbox, ".next"), skip);
  return sandbox;
}

// The files of a page or route response Next stores (`.html`, `.rsc`, `.meta`, `.body`, the `.segments`
// folders' `.segment.rsc`): its file-system cache rewrites them in place (writeFile) when a key is not
// under route-cache/, which through a hard link would change every sandbox's copy and the build's own.
const storedResponse = /\.(html|rsc|meta|body)$/;

/**
 * `from` into `to`: stored responses copied, every other file (the server's code, manifests, static
 * chunks, about 85 % of the build: Next only reads them) hard-linked, which costs a directory entry
 * instead of a copy. Next 16 writes what it renders at run time into new files under
 * .next/server/route-cache and .next/cache (docs/testing.md): no file a link shares is written.
 */
function linkBuild(from: string, to: string, skip: Set<string>): void {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (skip.has(source)) continue;
    if (entry.isDirectory()) linkBuild(source, target, skip);
    // Relative links to the project's node_modules (Turbopack's .next/node_modules): they resolve the
    // same from the sandbox, whose node_modules links to the project's.
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (storedResponse.test(entry.name)) copyFileSync(source, target);
    else linkSync(source, target);
  }
}
