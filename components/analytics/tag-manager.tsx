"use client";

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
    // Added once the page is interactive, as next/script's afterInteractive would, without its 2 KB.
    if (document.getElementById("tag-manager")) return;
    const script = document.createElement("script");
    script.id = "tag-manager";
    script.async = true;
    script.src = `${host}/gtm.js?id=${encodeURIComponent(containerId)}`;
    document.head.append(script);
  }, [containerId, host]);
  return null;
}
