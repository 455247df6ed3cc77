"use client";

import { useTranslations } from "next-intl";
import styles from "./report-wizard.module.css";

export const stepKeys = ["applicant", "project", "objectives", "additional"] as const;

/** "Step 1"…"Step 4" ("1단계"…) with their titles; passed steps carry a check, step 4 turns green once submitted. */
export function StepIndicator({ step, submitted }: { step: number; submitted: boolean }) {
  const t = useTranslations("reportWizard.steps");
  return (
    <ol className={styles.steps} aria-label={t("label")}>
      {stepKeys.map((key, index) => {
        const passed = index < step || submitted;
        const current = index === step && !submitted;
        return (
          <li
            key={key}
            className={styles.stepItem}
            data-state={passed ? "passed" : current ? "current" : "upcoming"}
            data-submitted={submitted && index === stepKeys.length - 1 ? true : undefined}
            aria-current={current ? "step" : undefined}
          >
            <span className={styles.stepMark} aria-hidden="true">
              {passed ? "✓" : index + 1}
            </span>
            <span className={styles.stepText}>
              <span className={styles.stepNumber} id={current ? "report-step-number" : undefined}>
                {t("stepNumber", { number: index + 1 })}
              </span>{" "}
              <span>{t(key)}</span>
              {passed && <span className="visually-hidden"> ({t("completed")})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
