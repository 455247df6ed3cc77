import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import styles from "./forms.module.css";

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}

/** Label (with the asterisk of required fields), the control, a hint and the field's error message. */
export function FieldShell({ id, label, error, hint, required, children }: FieldShellProps) {
  const t = useTranslations("forms");
  return (
    <div className={styles.field} data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          // The input says required itself (aria-required); the star is for the eye only.
          <span className={styles.asterisk} aria-hidden="true" title={t("requiredMark")}>
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M8 1l7 13H1z" fill="currentColor" />
            <path d="M8 6v4M8 11.5v1" stroke="#fff" strokeWidth="1.5" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
