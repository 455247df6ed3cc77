"use client";

import { useEffect } from "react";

/** Narrow screens (body width ≤ 761.9 px) land 250 px above a target, as the product pages specify. */
export const narrowBodyMax = 761.9;
export const narrowOffset = 250;

/** Scrolls the window so the element with `id` sits `offset` px below the top of the viewport. */
export function scrollToId(id: string, offset = 0, behavior: ScrollBehavior = "smooth"): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduced ? "auto" : behavior });
  return true;
}

/** The product pages' form offset: 250 px on narrow screens, none otherwise. */
export function productFormOffset(): number {
  return document.body.clientWidth <= narrowBodyMax ? narrowOffset : 0;
}

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
