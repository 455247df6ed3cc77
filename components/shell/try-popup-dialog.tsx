"use client";

import buttons from "@/components/ui/buttons.module.css";
import { CloseButton } from "@/components/ui/close-button";
import { QueryLink } from "@/components/navigation/site-link";
import type { ShellText } from "./shell-text";
import styles from "./try-popup.module.css";

interface TryPopupDialogProps {
  text: ShellText["tryPopup"];
  onDismiss: () => void;
  onStart: () => void;
}

/** The invitation itself (./try-popup.tsx decides when): a small non-modal dialog that never takes focus. */
export default function TryPopupDialog({ text, onDismiss, onStart }: TryPopupDialogProps) {
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="try-popup-title"
      aria-describedby="try-popup-text"
      className={styles.popup}
      onKeyDown={(event) => event.key === "Escape" && onDismiss()}
    >
      <CloseButton label={text.close} onClick={onDismiss} size={20} className={styles.close} />
      <h2 id="try-popup-title" className={styles.title}>
        {text.title}
      </h2>
      <p id="try-popup-text" className={styles.text}>
        {text.text}
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={onStart}>
          {text.start}
        </button>
        <QueryLink href="/zen-app" className={styles.link} onClick={onDismiss}>
          {text.learnMore}
        </QueryLink>
      </div>
    </div>
  );
}
