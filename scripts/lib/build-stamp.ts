import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brandSettingNames } from "../../lib/config/brand-settings";
import { businessSettingNames } from "../../lib/config/business-settings";
import { reportPriceSettingNames } from "../../lib/config/report-prices";

/** What the production bundle is built from; a change to any of these needs a new `next build`. */
const inputs = ["app", "components", "content", "lib", "messages", "public", "prisma/schema.prisma"];
const rootFiles = ["next.config.ts", "proxy.ts", "tsconfig.json", "package-lock.json", "global.d.ts"];
/** Variables baked into statically rendered pages and bundles: a change to one rebuilds on `npm start`. */
export const buildEnv = [
  "SITE_URL",
  "GTM_ID",
  "NAVER_SITE_VERIFICATION",
  "OLD_PRIVACY_TOKEN",
  "MAIL_PROVIDER",
  "MAIL_PROVIDER_COUNTRY",
  "MAIL_PROVIDER_CONTACT",
  "FULLPAGE_LICENSE_KEY",
  ...brandSettingNames,
  ...reportPriceSettingNames,
  ...businessSettingNames,
];
const skip = new Set(["node_modules", "generated", "generated-pg", ".next"]);

function collect(dir: string, out: string[]) {
  if (!existsSync(dir)) return;
  if (statSync(dir).isFile()) return void out.push(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) collect(full, out);
    else out.push(full);
  }
}

export function sourceHash(root: string): string {
  const files: string[] = [];
  for (const input of [...inputs, ...rootFiles]) collect(path.join(root, input), files);
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  for (const name of buildEnv) hash.update(`${name}=${process.env[name] ?? ""}\0`);
  return hash.digest("hex");
}

const stampFile = (root: string) => path.join(root, ".next", "source-hash");

export function isBuildCurrent(root: string): boolean {
  const stamp = stampFile(root);
  return (
    existsSync(path.join(root, ".next", "BUILD_ID")) &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === sourceHash(root)
  );
}

export { stampFile };
