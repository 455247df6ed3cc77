"use client";

import Script from "next/script";
import { useEffect } from "react";

/**
 * Loads the tag manager once, from its own host (no inline script, so a strict CSP holds). The host
 * comes from the server: importing the brand settings here would ship their checks to every page.
 */
export function TagManager({ containerId, host }: { containerId: string; host: string }) {
  useEffect(() => {
    // The container reads entries queued before it loaded, so the start event may go first.
    window.dataLayer ??= [];
    window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  }, []);
  return (
    <Script id="tag-manager" src={`${host}/gtm.js?id=${encodeURIComponent(containerId)}`} strategy="afterInteractive" />
  );
}
