"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import type { DemoTrigger } from "@/lib/config/brand";
import { SchedulingWidget } from "./scheduling-widget";
import { trapTab } from "./trap-tab";
import styles from "./demo-dialog.module.css";
import { withIntl } from "@/components/i18n/intl-boundary";
import { CloseButton } from "@/components/ui/close-button";

/** Marks the popup viewed in the analytics data layer (the provider reported the event type seen). */
function recordDemoViewed(trigger: DemoTrigger): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: "demo_popup_viewed", trigger });
}

interface DemoDialogProps {
  trigger: DemoTrigger | null;
  onClose: () => void;
}

/**
 * The native modal <dialog>: the browser makes the rest of the page inert (focus stays inside)
 * and turns Escape into a cancel event; we close on backdrop clicks and give focus back.
 */
function DemoDialogBody({ trigger, onClose }: DemoDialogProps) {
  const t = useTranslations("demo");
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (trigger && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!trigger && dialog.open) {
      dialog.close();
    }
  }, [trigger]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="demo-dialog-title"
      data-trigger={trigger ?? undefined}
      onClose={() => {
        onClose();
        returnFocus.current?.focus();
      }}
      onKeyDown={trapTab}
      onClick={(event) => {
        // A click on the <dialog> element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id="demo-dialog-title" className={styles.title}>
            {t("title")}
          </h2>
          <CloseButton label={t("close")} onClick={onClose} />
        </header>
        <div className={styles.body} data-testid="demo-widget-slot">
          {trigger && <SchedulingWidget key={trigger} trigger={trigger} onViewed={() => recordDemoViewed(trigger)} />}
        </div>
      </div>
    </dialog>
  );
}

/** The part with next-intl around it: it loads on demand (components/i18n/intl-boundary.tsx). */
export const DemoDialog = withIntl(DemoDialogBody);
