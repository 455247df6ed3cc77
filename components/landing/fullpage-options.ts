import type { ReactNode } from "react";

/** Below these (px) full-page scrolling is off: the responsive thresholds of the spec. */
export const fullpageMinWidth = 1200;
export const fullpageMinHeight = 760;

export interface FullpageShellProps {
  sections: ReactNode[];
}

/** The spec's scroll-animation defaults. */
export const aosOptions = { offset: 120, duration: 400, throttleDelay: 99, debounceDelay: 50, once: false } as const;

/** Retry delay for marking the active section's animated elements. */
export const animateRetryMs = 100;
