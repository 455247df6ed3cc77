"use client";

import { useEffect } from "react";

/** A link click that would take this tab to another page of the site without unloading it (Next's Link). */
function leavesInApp(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false; // another tab or window
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
  if (!link || link.hasAttribute("download") || (link.target && link.target !== "_self")) return false;
  const to = new URL(link.href, window.location.href);
  // Another site unloads the page, where beforeunload asks; a "#part" of this page leaves nothing.
  if (to.origin !== window.location.origin) return false;
  return to.pathname !== window.location.pathname || to.search !== window.location.search;
}

/**
 * While `dirty`, asks before the edits are lost: the browser's own question when the tab is closed or
 * reloaded (beforeunload), and `message` when a link inside the site is followed (the click is caught on
 * the document in the capture phase, before Next's Link acts on it). The browser's Back button is not
 * asked about: the App Router gives no way to hold it. Without `message` links are not asked about (a
 * form whose draft outlives them). Listening only while dirty: some browsers keep a page with a
 * beforeunload listener out of their back/forward cache.
 */
export function useLeaveGuard(dirty: boolean, message?: string): void {
  useEffect(() => {
    if (!dirty) return;
    // Set once a link's question was answered "leave": a link that loads a whole page is not asked twice.
    let leaving = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving) return;
      event.preventDefault();
      event.returnValue = ""; // browsers before the standard's preventDefault
    };
    const onClick = (event: MouseEvent) => {
      if (message === undefined || !leavesInApp(event)) return;
      if (window.confirm(message)) {
        leaving = true;
        return;
      }
      event.preventDefault();
      event.stopPropagation(); // Next's Link never sees the click
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, message]);
}
