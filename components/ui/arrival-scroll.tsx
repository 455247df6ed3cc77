"use client";

import { useEffect } from "react";
import { productFormOffset, scrollToId } from "./scroll-to";

interface ArrivalScrollProps {
  /** Delays after which the page scrolls to #form again, as late content may move it. */
  delays?: readonly number[];
  /** Fixed offset in px, or "product" for 250 px on narrow screens. */
  offset?: number | "product";
  /** Also scroll when the query's utm_source equals this value. */
  utmSource?: string;
}

export const productArrivalDelays = [100, 500, 1000] as const;

/** On arrival with #form in the address (or a given utm_source), scrolls to the form section. */
export function ArrivalScroll({ delays = productArrivalDelays, offset = "product", utmSource }: ArrivalScrollProps) {
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const wanted = window.location.hash === "#form" || (utmSource && query.get("utm_source") === utmSource);
    if (!wanted) return;
    const timers = delays.map((delay) =>
      window.setTimeout(() => scrollToId("form", offset === "product" ? productFormOffset() : offset, "auto"), delay),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [delays, offset, utmSource]);
  return null;
}
