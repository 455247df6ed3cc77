import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { readCspManifest, writeCspManifest } from "../../lib/security/csp-manifest";
import { isBuildCurrent, sourceHash, stampFile } from "./build-stamp";

/**
 * Runs `next build` unless the bundle in .next was built from the current sources, then makes sure
 * the pages' script-hash manifest (lib/security/csp-manifest.ts) belongs to that build.
 */
export function ensureBuild(root: string): void {
  if (isBuildCurrent(root)) {
    console.log("> Production build is current.");
    if (!readCspManifest(root)) writeCspManifest(root);
    return;
  }
  console.log("> Building the production bundle (next build)…");
  const hash = sourceHash(root);
  const result = spawnSync("npx", ["--no-install", "next", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeCspManifest(root);
  writeFileSync(stampFile(root), hash);
}
