"use client";

import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { fullpageMinHeight, fullpageMinWidth, type FullpageShellProps } from "./fullpage-options";
import { startScrollAnimations } from "./scroll-animations";

interface LandingFullpageProps {
  sections: ReactNode[];
}

const wideEnough = () => window.innerWidth >= fullpageMinWidth && window.innerHeight >= fullpageMinHeight;

/**
 * The landing page's sections. Full-page scrolling (fullpage.js) is fetched only on screens of at
 * least 1200 × 760, where it is on; below them it would be off anyway, so phones never load it.
 * Scroll animations (aos) start after the page has loaded. Leaving the page unmounts the scroller,
 * which destroys it.
 */
export function LandingFullpage({ sections }: LandingFullpageProps) {
  const [Shell, setShell] = useState<ComponentType<FullpageShellProps> | null>(null);

  useEffect(() => startScrollAnimations(), []);

  useEffect(() => {
    let cancelled = false;
    const load = () => {
      if (!wideEnough()) return;
      window.removeEventListener("resize", load);
      void import("./fullpage-shell").then((module) => {
        if (!cancelled) setShell(() => module.FullpageShell);
      });
    };
    load();
    window.addEventListener("resize", load);
    return () => {
      cancelled = true;
      window.removeEventListener("resize", load);
    };
  }, []);

  if (Shell) return <Shell sections={sections} />;
  return (
    <div className="landing-sections">
      {sections.map((content, index) => (
        <div key={index} className="section">
          {content}
        </div>
      ))}
    </div>
  );
}
