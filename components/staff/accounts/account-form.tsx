import { createContext, useContext, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { useLocale } from "next-intl";
import { apiRequest } from "@/lib/client/api-request";
import styles from "../staff.module.css";

interface AccountFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** A line under the input, with the id `<id>-hint` for the input's aria-describedby. */
  hint?: string;
}

/** The id of the form's alert line: every field names it, so a refusal is read with the field. */
const FormErrorId = createContext<string | undefined>(undefined);

/** One required input of an account form, with its label and optional hint, described by both and the alert. */
export function AccountField({ label, hint, ...input }: AccountFieldProps) {
  const errorId = useContext(FormErrorId);
  const describedBy = [hint && `${input.id}-hint`, errorId].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={input.id}>{label}</label>
      <input {...input} aria-describedby={describedBy || undefined} required />
      {hint && (
        <span id={`${input.id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}

/**
 * An account form's call and its state: `send` clears the alert (the line with the id `errorId`, which
 * the inputs name in aria-describedby), marks the form busy while the request runs and, on a refusal,
 * shows `failed` with the server's message (or the status).
 */
export function useAccountRequest(errorId: string, failed: (message: string) => string) {
  const locale = useLocale();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const send = async <T = unknown,>(method: "POST" | "DELETE", path: string, body: unknown) => {
    setBusy(true);
    setError("");
    const response = await apiRequest<T>(method, path, { body, locale });
    setBusy(false);
    if (!response.ok) setError(failed(response.message ?? String(response.status)));
    return response;
  };
  return { errorId, error, busy, setError, send };
}

/** What an account form shows once its request went through: the news, then where to go next. */
export function AccountDone({ message, next }: { message: string; next: ReactNode }) {
  return (
    <div className={styles.stack}>
      <p role="status" className={styles.success}>
        {message}
      </p>
      <p>{next}</p>
    </div>
  );
}

interface AccountFormProps {
  /** Given the form's values; the page does not reload. */
  onSubmit: (data: FormData) => unknown;
  request: { errorId: string; error: string; busy: boolean };
  /** The button's words, and its words while the request runs. */
  labels: { submit: string; busy: string };
  /** False for a plain button (turning a safeguard off is not the page's main action). */
  primary?: boolean;
  children: ReactNode;
}

/** The frame the account pages' forms share: the fields, an alert line, then the submit button. */
export function AccountForm({ onSubmit, request, labels, primary = true, children }: AccountFormProps) {
  const { errorId, error, busy } = request;
  return (
    <form
      className={`${styles.stack} ${styles.panel}`}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget));
      }}
      method="post"
      noValidate
    >
      <FormErrorId value={errorId}>{children}</FormErrorId>
      <p id={errorId} role="alert" className={styles.error}>
        {error}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={primary ? styles.primary : undefined} disabled={busy}>
          {busy ? labels.busy : labels.submit}
        </button>
      </div>
    </form>
  );
}
