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
  webServer: suite.webServer && !Array.isArray(suite.webServer) ? { ...suite.webServer, cwd: root } : suite.webServer,
});
