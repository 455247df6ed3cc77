"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import styles from "./report-wizard.module.css";

/** After a successful submit: the spec's promise and Done, which starts over. */
export function SuccessPanel({ onDone }: { onDone: () => void }) {
  const t = useTranslations("reportWizard");
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => text.current?.focus(), []);
  return (
    <div className={styles.success} data-testid="report-success">
      <p ref={text} tabIndex={-1} className={styles.successText}>
        {t("result.success")}
      </p>
      <button type="button" className={styles.primary} onClick={onDone}>
        {t("actions.done")}
      </button>
    </div>
  );
}
