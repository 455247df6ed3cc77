import type { FormEvent, InputHTMLAttributes, ReactNode } from "react";
import styles from "../staff.module.css";

interface AccountFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** A line under the input, with the id `<id>-hint` for the input's aria-describedby. */
  hint?: string;
}

/** One required input of an account form, with its label and optional hint. */
export function AccountField({ label, hint, ...input }: AccountFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={input.id}>{label}</label>
      <input {...input} required />
      {hint && (
        <span id={`${input.id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}

interface AccountFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The id of the alert line, which the inputs name in aria-describedby. */
  errorId: string;
  error: string;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** False for a plain button (turning a safeguard off is not the page's main action). */
  primary?: boolean;
  children: ReactNode;
}

/** The frame the account pages' forms share: the fields, an alert line, then the submit button. */
export function AccountForm({
  onSubmit,
  errorId,
  error,
  busy,
  submitLabel,
  busyLabel,
  primary = true,
  children,
}: AccountFormProps) {
  return (
    <form className={`${styles.stack} ${styles.panel}`} onSubmit={onSubmit} method="post" noValidate>
      {children}
      <p id={errorId} role="alert" className={styles.error}>
        {error}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={primary ? styles.primary : undefined} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
