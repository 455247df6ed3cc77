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
