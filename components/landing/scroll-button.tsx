"use client";

import type { ReactNode } from "react";

/**
 * A button that scrolls smoothly to a section of the landing page. Not a #link: that page keeps the
 * browser's instant scrolling for fullPage.js, which moves the window in its own steps (app/globals.css).
 */
export function ScrollButton({
  targetId,
  className,
  children,
}: {
  targetId: string;
  className?: string;
  children: ReactNode;
}) {
  const scroll = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({
      top: target.getBoundingClientRect().top + window.scrollY,
      behavior: reduced ? "instant" : "smooth",
    });
  };
  return (
    <button type="button" className={className} onClick={scroll}>
      {children}
    </button>
  );
}
