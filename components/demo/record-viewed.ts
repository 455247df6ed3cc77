"use client";

import type { DemoTrigger } from "@/lib/config/brand";

/** Marks the popup viewed in the analytics data layer (the provider reported the event type seen). */
export function recordDemoViewed(trigger: DemoTrigger): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: "demo_popup_viewed", trigger });
}
