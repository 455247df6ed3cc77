"use client";

import { useEffect } from "react";

export const DRAWER_BREAKPOINT = 1024;
const RESIZE_DEBOUNCE_MS = 200;

/** Calls `onWide` once the window is at least 1024px wide, checking 200ms after resizing stops. */
export function useCloseOnWide(active: boolean, onWide: () => void) {
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.innerWidth >= DRAWER_BREAKPOINT) onWide();
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [active, onWide]);
}
