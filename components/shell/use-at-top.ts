"use client";

import { useEffect, useRef, useState } from "react";

/**
 * True while a sentinel at the top of the page is fully visible within a 60px top margin,
 * i.e. the page has not scrolled past its first 60 pixels.
 */
export function useAtTop(enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node) return;
    const observer = new IntersectionObserver(([entry]) => setAtTop(Boolean(entry && entry.intersectionRatio >= 1)), {
      rootMargin: "60px 0px 0px 0px",
      threshold: 1,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return { sentinel, atTop: enabled && atTop };
}
