"use client";

import styles from "./forms.module.css";

/** The submit's outcome, announced by screen readers as it changes (aria-live). */
export function FormAlert({ error, retryHint }: { error: string | null; retryHint: string }) {
  return (
    <div className={styles.alertSlot} aria-live="assertive" role="alert">
      {error && (
        <p className={styles.alert}>
          {error} {retryHint}
        </p>
      )}
    </div>
  );
}
