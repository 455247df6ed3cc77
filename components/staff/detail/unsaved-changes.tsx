"use client";

import { createContext, use, useCallback, useEffect, useId, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";

type Mark = (panel: string, dirty: boolean) => void;

const UnsavedContext = createContext<Mark | null>(null);

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
 * A lead's page, whose panels each save on their own: while one holds a change not saved, leaving the page
 * asks first, by a link inside the site (a click caught before Next's Link acts on it) or by closing or
 * reloading the tab (beforeunload, the browser's own question). The browser's Back button is not asked about:
 * the App Router gives no way to hold it.
 */
export function UnsavedChanges({ children }: { children: ReactNode }) {
  const t = useTranslations("staff.detail");
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const mark = useCallback<Mark>(
    (panel, on) =>
      setDirty((current) => {
        if (current.has(panel) === on) return current;
        const next = new Set(current);
        if (on) next.add(panel);
        else next.delete(panel);
        return next;
      }),
    [],
  );
  const unsaved = dirty.size > 0;
  const question = t("leaveUnsaved");
  useEffect(() => {
    if (!unsaved) return;
    // Set once a link's question was answered "leave": a link that loads a whole page is not asked twice.
    let leaving = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving) return;
      event.preventDefault();
      event.returnValue = ""; // browsers before the standard's preventDefault
    };
    const onClick = (event: MouseEvent) => {
      if (!leavesInApp(event)) return;
      if (window.confirm(question)) {
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
  }, [unsaved, question]);
  return <UnsavedContext value={mark}>{children}</UnsavedContext>;
}

/** Tells the page's UnsavedChanges (if any) whether this panel holds a change not yet saved. */
export function useUnsaved(dirty: boolean) {
  const mark = use(UnsavedContext);
  const panel = useId();
  useEffect(() => {
    mark?.(panel, dirty);
  }, [mark, panel, dirty]);
  useEffect(() => () => mark?.(panel, false), [mark, panel]);
}
