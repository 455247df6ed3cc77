import type { ReactNode } from "react";

/** Below these (px) full-page scrolling is off: the old site's responsive thresholds. */
export const fullpageMinWidth = 1200;
export const fullpageMinHeight = 760;

export interface LandingSection {
  /** Anchor of the section (its dot links to it). */
  id: string;
  /** The section's name for its dot. */
  label: string;
  content: ReactNode;
}

export interface FullpageShellProps {
  sections: LandingSection[];
  licenseKey: string;
  /** Called when fullPage.js did not accept the key (it drew its watermark): the page goes native. */
  onRefused: () => void;
}

/** The old site's scroll-animation defaults. */
export const aosOptions = { offset: 120, duration: 400, throttleDelay: 99, debounceDelay: 50, once: false } as const;

/** Retry delay for marking the active section's animated elements. */
export const animateRetryMs = 100;

/** Full-page scrolling applies on large screens, and never under prefers-reduced-motion. */
export const fullpageMedia = `(min-width: ${fullpageMinWidth}px) and (min-height: ${fullpageMinHeight}px) and (prefers-reduced-motion: no-preference)`;
