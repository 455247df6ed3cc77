"use client";

import Script from "next/script";
import { useEffect } from "react";
import { brand } from "@/lib/config/brand";

/** Loads the tag manager once, from its own host (no inline script, so a strict CSP holds). */
export function TagManager({ containerId }: { containerId: string }) {
  useEffect(() => {
    // The container reads entries queued before it loaded, so the start event may go first.
    window.dataLayer ??= [];
    window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  }, []);
  return (
    <Script
      id="tag-manager"
      src={`${brand.urls.tagManagerHost}/gtm.js?id=${encodeURIComponent(containerId)}`}
      strategy="afterInteractive"
    />
  );
}
