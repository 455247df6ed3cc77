"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { useDemo } from "@/components/demo/demo-context";
import { useInternalPathname } from "@/components/navigation/site-link";
import { useShellText } from "./shell-text-context";
import { isFormField, rememberDismissal, wasDismissed } from "./try-popup-memory";
import styles from "./try-popup-live.module.css";

// The invitation's markup loads when it is due, not with every page.
const TryPopupDialog = lazy(() => import("./try-popup-dialog"));

/** How long a visitor reads a page before the invitation appears. */
export const TRY_POPUP_DELAY_MS = 20_000;

/**
 * The invitation to try the product (on by default): a small non-modal dialog in the corner that
 * never takes focus. It does not appear on campaign and booking pages, while the demo popup is
 * open, or once the visitor has typed in a form on the page; it hides as soon as a form field gets
 * focus. Closing it (or taking it up) is remembered in this browser for 30 days.
 */
export function TryPopup() {
  const t = useShellText().tryPopup;
  const { trigger, open: openDemo } = useDemo();
  const pathname = useInternalPathname();
  // Shown on one page view only: moving to another page hides it until its own delay has passed.
  const [shownOn, setShownOn] = useState<string | null>(null);
  const shown = shownOn === pathname;
  const setShown = (on: boolean) => setShownOn(on ? pathname : null);
  // What this page view does with the invitation (also what tests wait for before moving the clock).
  const [plan, setPlan] = useState<{ path: string; state: "waiting" | "off" } | null>(null);

  useEffect(() => {
    const off = wasDismissed();
    const ready = setTimeout(() => setPlan({ path: pathname, state: off ? "off" : "waiting" }));
    if (off) return () => clearTimeout(ready);
    let filling = false;
    const onInput = (event: Event) => {
      if (isFormField(event.target)) filling = true;
    };
    document.addEventListener("input", onInput, true);
    const timer = setTimeout(() => {
      if (!filling && !isFormField(document.activeElement)) setShownOn(pathname);
    }, TRY_POPUP_DELAY_MS);
    return () => {
      clearTimeout(ready);
      clearTimeout(timer);
      document.removeEventListener("input", onInput, true);
    };
  }, [pathname]);

  useEffect(() => {
    if (!shown) return;
    const onFocus = (event: FocusEvent) => {
      if (isFormField(event.target)) setShownOn(null);
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [shown]);

  const dismiss = () => {
    rememberDismissal();
    setShown(false);
  };

  return (
    <div aria-live="polite" className={styles.live} data-try-popup={plan?.path === pathname ? plan.state : undefined}>
      {shown && !trigger && (
        <Suspense fallback={null}>
          <TryPopupDialog
            text={t}
            onDismiss={dismiss}
            onStart={() => {
              dismiss();
              openDemo("default");
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
