import { readFileSync, writeFileSync } from "node:fs";
import { deferFrameworkScripts } from "../../lib/html/deferred-scripts";
import { prerenderedHtmlFiles } from "../../lib/security/csp-manifest";

/** Rewrites every pre-rendered page of the build in `root` so its framework scripts start after the first paint. */
export function deferPrerenderedScripts(root: string): void {
  for (const file of prerenderedHtmlFiles(root)) {
    const html = readFileSync(file, "utf8");
    const deferred = deferFrameworkScripts(html);
    if (deferred !== html) writeFileSync(file, deferred);
  }
}
