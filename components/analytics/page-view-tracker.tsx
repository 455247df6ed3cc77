"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** How long a navigation may take to bring its title before the view is counted with what is there. */
const TITLE_WAIT_MS = 2000;

/**
 * Pushes `{ event: "page_view", path, title }` to the tag manager's data layer on the first load
 * and after every client-side navigation; the visit's first view also keeps its landing for the forms.
 */
/**
 * The visit's landing for the forms (lib/client/attribution.ts reads it under the same key): the first
 * view of the tab's session keeps its page and referrer, and so does a later arrival with other utm
 * parameters (a new campaign click; internal links carry the query on, so they keep it). Written here,
 * not imported, to keep the shell's bytes down (content pages have a JavaScript budget).
 */
export function rememberLanding() {
  try {
    const { search } = location;
    const kept: string | undefined = sessionStorage["site:landing"];
    if (!kept || (search.includes("utm_") && !kept.includes(search)))
      sessionStorage["site:landing"] = JSON.stringify([location.pathname + search, document.referrer]);
  } catch {}
}

export function PageViewTracker() {
  const pathname = usePathname();
  const counted = useRef<{ path: string; title: string } | null>(null);

  useEffect(() => {
    rememberLanding();
    // Strict mode runs an effect twice: a path already counted is not counted again.
    if (counted.current?.path === pathname) return;
    const previous = counted.current?.title;
    const titleArrived = () => document.title !== "" && document.title !== previous;
    // Next streams a navigation's metadata after its content: the new <title> can land well after
    // this effect runs, so wait for it (or give up after TITLE_WAIT_MS) instead of one frame.
    const observer = new MutationObserver(() => {
      if (titleArrived()) push();
    });
    const fallback = window.setTimeout(() => push(), TITLE_WAIT_MS);
    function push() {
      observer.disconnect();
      window.clearTimeout(fallback);
      counted.current = { path: pathname, title: document.title };
      window.dataLayer ??= [];
      window.dataLayer.push({ event: "page_view", path: pathname, title: document.title });
    }
    if (titleArrived()) push();
    else observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(fallback);
    };
  }, [pathname]);
  return null;
}
