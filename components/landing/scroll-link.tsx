"use client";

import type { MouseEvent, ReactNode } from "react";

/**
 * A link to a section of the landing page: before the page's scripts run the browser jumps there (a
 * tap is never lost); once they run it glides there instead, unless motion is reduced, and leaves the
 * address as it was, with fullPage.js too (it runs with the window's own scroll bar and takes no
 * #link it was not given anchors for). Not a glide by CSS: that page keeps the browser's instant
 * scrolling for fullPage.js, which moves the window in its own steps (app/globals.css).
 */
export function ScrollLink({
  targetId,
  className,
  children,
}: {
  targetId: string;
  className?: string;
  children: ReactNode;
}) {
  const scroll = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({
      top: target.getBoundingClientRect().top + window.scrollY,
      behavior: reduced ? "instant" : "smooth",
    });
  };
  return (
    <a href={`#${targetId}`} className={className} onClick={scroll}>
      {children}
    </a>
  );
}
