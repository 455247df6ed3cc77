"use client";

import { brand } from "@/lib/config/brand";
import { loadScript } from "./load-script";

/** How long a visitor waits for the scheduling widget before being offered the call-back form. */
export const WIDGET_WAIT_MS = 4000;

/**
 * True once the provider's script has loaded and defined its widget; false when it fails (blocked,
 * offline, an ad blocker), takes longer than `waitMs` or has no scheduling page to show. Loads the
 * script once per page.
 */
export function whenSchedulingReady(waitMs: number = WIDGET_WAIT_MS): Promise<boolean> {
  if (!brand.schedulingConfigured) return Promise.resolve(false);
  const loaded = loadScript(brand.urls.schedulingScript).then(
    () => Boolean(window.Calendly),
    () => false,
  );
  const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs));
  return Promise.race([loaded, late]);
}
