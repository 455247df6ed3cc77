import { readBrandSettings, type BrandSettings } from "./brand-settings";

/**
 * The brand's settings read and checked from the environment, where no build handed them over
 * (tests, scripts). Browser bundles get lib/config/brand-settings-env.browser.ts instead
 * (the `browser` condition of package.json's "imports"), so the checks and zod stay out of every page's JavaScript.
 */
export function brandSettingsFromEnv(): BrandSettings {
  return readBrandSettings(process.env);
}
