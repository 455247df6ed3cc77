import type { BrandSettings } from "./brand-settings";

/** In the browser the build has inlined SITE_BRAND_SETTINGS (next.config.ts), so this never runs. */
export function brandSettingsFromEnv(): BrandSettings {
  throw new Error("SITE_BRAND_SETTINGS is missing from this bundle: build with next.config.ts");
}
