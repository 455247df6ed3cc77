"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Pushes `{ event: "page_view", path, title }` to the tag manager's data layer on the first load
 * and after every client-side navigation.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  useEffect(() => {
    // Wait a frame: the new page's <title> is committed with the route content.
    const frame = requestAnimationFrame(() => {
      window.dataLayer ??= [];
      window.dataLayer.push({ event: "page_view", path: pathname, title: document.title });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
