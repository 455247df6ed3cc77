"use client";

import { useEffect, useState, type ComponentType } from "react";
import { fullpageMedia, type FullpageShellProps, type LandingSection } from "./fullpage-options";
import { NativeSections } from "./native-sections";
import { startScrollAnimations } from "./scroll-animations";
import "./landing.css";

interface LandingFullpageProps {
  sections: LandingSection[];
  navLabel: string;
  /** fullPage.js's commercial licence key; without one the page uses native scroll snapping. */
  licenseKey?: string;
}

/**
 * The landing page's sections. With a licence key, fullpage.js is fetched on screens of at least
 * 1200 × 760 (never under reduced motion) and runs there; without one, or on smaller screens, the
 * sections scroll natively, snapping on large screens (no watermark, no extra script). Scroll
 * animations (aos) start after the page has loaded. Leaving the page unmounts the scroller.
 */
export function LandingFullpage({ sections, navLabel, licenseKey }: LandingFullpageProps) {
  const [Shell, setShell] = useState<ComponentType<FullpageShellProps> | null>(null);
  const [refused, setRefused] = useState(false);

  useEffect(() => startScrollAnimations(), []);

  useEffect(() => {
    if (!licenseKey || refused) return;
    let cancelled = false;
    const query = window.matchMedia(fullpageMedia);
    const load = () => {
      if (!query.matches) return;
      query.removeEventListener("change", load);
      void import("./fullpage-shell").then((module) => {
        if (!cancelled) setShell(() => module.FullpageShell);
      });
    };
    load();
    query.addEventListener("change", load);
    return () => {
      cancelled = true;
      query.removeEventListener("change", load);
    };
  }, [licenseKey, refused]);

  if (Shell && licenseKey && !refused) {
    return <Shell sections={sections} licenseKey={licenseKey} onRefused={() => setRefused(true)} />;
  }
  return <NativeSections sections={sections} navLabel={navLabel} />;
}
