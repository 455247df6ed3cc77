import { createHash } from "node:crypto";
import path from "node:path";
import { buildSync } from "esbuild";

/** The module the pages load the notice's script from (through /api/analytics-consent). */
export const generatedModule = (root: string) => path.join(root, "lib", "client", "analytics-consent-script.ts");

/**
 * The visit-statistics notice's script for the browser: lib/client/analytics-consent.ts, started, bundled
 * and minified on its own, so that only a page with the notice loads it; and a version from its content.
 * Not a client component: Next puts every client component a layout imports into the layout's bundle,
 * rendered or not (https://github.com/vercel/next.js/issues/50285, #61066).
 */
export function bundleAnalyticsConsent(root: string): { code: string; version: string } {
  const { outputFiles } = buildSync({
    stdin: {
      contents: 'import { startAnalyticsConsent } from "./analytics-consent";\nstartAnalyticsConsent();\n',
      resolveDir: path.join(root, "lib", "client"),
      loader: "ts",
    },
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    legalComments: "none",
    write: false,
    logLevel: "error",
  });
  const code = outputFiles[0]!.text.trim();
  return { code, version: createHash("sha256").update(code).digest("hex").slice(0, 12) };
}

/** The generated module's text. */
export function analyticsConsentModule(root: string): string {
  const { code, version } = bundleAnalyticsConsent(root);
  return [
    "// Generated from lib/client/analytics-consent.ts by `npx tsx scripts/build-analytics-consent.ts`: do not",
    "// edit (tests/unit/shell/analytics-consent-script.test.ts checks that it is current).",
    "",
    "/** The notice's script, minified. */",
    `export const analyticsConsentScript = ${JSON.stringify(code)};`,
    "",
    "/** Its content's hash: the address carries it, so a browser may keep the script for a year. */",
    `export const analyticsConsentScriptVersion = "${version}";`,
    "",
  ].join("\n");
}
