"use client";

import { useEffect } from "react";

/** Where the landing may rest: the top, each later section's start under the sticky header, and the bottom. */
export function sectionStops(): number[] {
  const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0;
  const sections = [...document.querySelectorAll<HTMLElement>(".landing-snap > .section")].slice(1);
  const starts = sections.map((section) => Math.round(section.getBoundingClientRect().top + window.scrollY - header));
  return [0, ...starts, document.documentElement.scrollHeight - window.innerHeight];
}

/** A gap this long (ms) between wheel events ends a gesture; a trackpad's momentum keeps them closer. */
const gestureGap = 160;
/** How long (ms) a smooth scroll to a stop takes: a gesture meanwhile moves on from that stop. */
const moveTime = 700;

/**
 * One wheel or trackpad gesture, whatever its size, moves the page one stop up or down while `media`
 * matches: the browser's snapping alone would send a small notch back to where it was and let a
 * large one skip sections. Wheel events over a dialog, with Ctrl (zoom) or mostly sideways are left alone.
 */
export function useWheelPaging(media: string): void {
  useEffect(() => {
    const query = window.matchMedia(media);
    let lastEvent = -Infinity;
    let heading: { stop: number; until: number } | null = null;
    const onWheel = (event: WheelEvent) => {
      if (!query.matches || event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      if (event.target instanceof Element && event.target.closest("dialog, [role='dialog'], [aria-modal='true']"))
        return;
      event.preventDefault();
      const now = event.timeStamp;
      const sameGesture = now - lastEvent < gestureGap;
      lastEvent = now;
      if (sameGesture) return;
      // Quick gestures in a row each go one stop further than the scroll still under way.
      const y = heading && now < heading.until ? heading.stop : window.scrollY;
      const stops = sectionStops();
      const target = event.deltaY > 0 ? stops.find((stop) => stop > y + 2) : stops.findLast((stop) => stop < y - 2);
      if (target === undefined) return;
      heading = { stop: target, until: now + moveTime };
      window.scrollTo({ top: target, behavior: "smooth" });
    };
    window.addEventListener("wheel", onWheel, { passive: false });
    return () => window.removeEventListener("wheel", onWheel);
  }, [media]);
}
