"use client";

import styles from "./forms.module.css";

/**
 * The submit's outcome, announced by screen readers as it changes (aria-live). Each message is one
 * complete statement in the form's tone: what happened and what to do (useFormErrorText).
 */
export function FormAlert({ error }: { error: string | null }) {
  return (
    <div className={styles.alertSlot} aria-live="assertive" role="alert">
      {error && <p className={styles.alert}>{error}</p>}
    </div>
  );
}

/**
 * Moves focus to a message that just replaced a form (so screen readers read it) and scrolls it, or
 * the heading above it, into view. Their CSS gives them a scroll-margin the height of the sticky
 * header, so the header never hides them, on phones as on desktops.
 */
export function reveal(element: HTMLElement | null, scrollTarget: HTMLElement | null = element): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  (scrollTarget ?? element).scrollIntoView({ block: "start" });
}
