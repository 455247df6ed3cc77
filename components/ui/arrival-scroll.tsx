"use client";

import { useEffect } from "react";

interface ArrivalScrollProps {
  /** Delays after which the page scrolls to #form again, as late content may move it. */
  delays?: readonly number[];
  /** Also scroll when the query's utm_source equals this value. */
  utmSource?: string;
}

const productArrivalDelays = [100, 500, 1000] as const;

/**
 * On arrival with #form in the address (or a given utm_source), scrolls to the form section, which
 * the browser places by the section's scroll-margin-top (forms.module.css), as it does for a #form link.
 * Once the page has moved since this component started or since its last scroll (the visitor scrolled,
 * or a field took focus), it stays where they put it.
 */
export function ArrivalScroll({ delays = productArrivalDelays, utmSource }: ArrivalScrollProps) {
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const wanted = window.location.hash === "#form" || (utmSource && query.get("utm_source") === utmSource);
    if (!wanted) return;
    let placed = window.scrollY;
    const timers = delays.map((delay) =>
      window.setTimeout(() => {
        if (placed !== window.scrollY) return;
        document.getElementById("form")?.scrollIntoView({ behavior: "instant" });
        placed = window.scrollY;
      }, delay),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [delays, utmSource]);
  return null;
}
