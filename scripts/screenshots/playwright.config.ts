// The before/after pictures of docs/before-after/ (its README), taken with the suite's browser and server:
// `BEFORE_AFTER=before|after npx playwright test -c scripts/screenshots`.
import path from "node:path";
import { defineConfig } from "@playwright/test";
import suite from "../../playwright.config";

const root = path.resolve(import.meta.dirname, "..", "..");

export default defineConfig({
  ...suite,
  testDir: ".",
  retries: 0,
  reporter: "list",
  // The suite names its setup from the root; Playwright would resolve it from this config's folder.
  globalSetup: [suite.globalSetup ?? []].flat().map((file) => path.resolve(root, file)),
  webServer: suite.webServer && !Array.isArray(suite.webServer) ? { ...suite.webServer, cwd: root } : suite.webServer,
});
