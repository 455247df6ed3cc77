"use client";

import type { ReactNode, RefObject } from "react";
import { useTranslations } from "next-intl";
import styles from "./editor.module.css";

interface SettingsPanelProps {
  id: string;
  open: boolean;
  /** The editor gives focus to it on opening, so a screen reader says where the keyboard went. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Closes the panel; the editor gives focus back to the button that opened it. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The post's settings and publishing beside the page (a drawer on narrow screens), as in Ghost's editor:
 * out of the way until asked for, and kept mounted while closed so nothing typed in it is lost.
 */
export function SettingsPanel({ id, open, headingRef, onClose, children }: SettingsPanelProps) {
  const t = useTranslations("editor.settings");
  return (
    // A labelled region, not an <aside>: a complementary landmark may not sit inside <main>.
    <section
      id={id}
      className={styles.panel}
      hidden={!open}
      aria-labelledby={`${id}-heading`}
      onKeyDown={(event) => {
        // A dialog opened from the panel (the image library) takes its own Escape.
        if (event.key !== "Escape" || event.defaultPrevented || (event.target as Element).closest("dialog")) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.panelHead}>
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          {t("heading")}
        </h2>
        <button type="button" aria-label={t("closeLabel")} onClick={onClose}>
          {t("close")}
        </button>
      </div>
      {children}
    </section>
  );
}
