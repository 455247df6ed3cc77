// A script the tests start in a child process, bundled once per test file with esbuild and run by plain
// Node, instead of under tsx, which compiles every module as it loads: a second or two more a start on
// 2 busy cores. Run it as `node --conditions=react-server <file>` like `--import tsx` (server-only).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "@jest/globals";
import { buildSync } from "esbuild";
import { nodeBundleOptions } from "../../scripts/lib/ensure-build";

/**
 * Bundles `entry` (a path from the project's root) before the file's tests; `file` is the bundle, removed
 * after them. `define` replaces expressions as esbuild's option does (a module's `import.meta.dirname`).
 */
export function setupNodeBundle(entry: string, define: Record<string, string> = {}): { readonly file: string } {
  // Inside the project, so the packages it leaves out resolve from its node_modules.
  const dir = path.resolve("tests/.tmp");
  let file = "";
  let folder = "";
  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    folder = mkdtempSync(path.join(dir, "bundle-"));
    file = path.join(folder, `${path.basename(entry, ".ts")}.mjs`);
    buildSync({
      ...nodeBundleOptions,
      entryPoints: [path.resolve(entry)],
      conditions: ["react-server"],
      define,
      outfile: file,
    });
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return {
    get file() {
      return file;
    },
  };
}
