"use client";

import { Fragment, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { signIn } from "@/components/staff/session-api";
import { SignInStatus } from "@/components/staff/sign-in-status";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import styles from "./editor.module.css";

const statusClasses = { error: styles.fieldError!, button: styles.primary! };

interface SessionDialogProps {
  open: boolean;
  /** Called once the server accepted the password (a new session cookie is set). */
  onSignedIn: () => void;
}

/**
 * Sign-in in place, when a call returned 401 (the session ended): a modal over the editor, whose
 * state stays as it is; after sign-in the interrupted action runs again.
 */
export function SessionDialog({ open, onSignedIn }: SessionDialogProps) {
  const t = useTranslations("editor.session");
  const dialog = useModalDialog(open);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(t("emailRequired"));
    setBusy(true);
    setError("");
    const { outcome, minutes } = await signIn(email.trim(), password, code);
    setBusy(false);
    setPassword("");
    setCode("");
    if (outcome === "ok") return onSignedIn();
    // The editor is reached signed in, so the server is set up: any other refusal is a plain failure.
    if (outcome === "tooManyAttempts") return setError(t("tooManyAttempts", { minutes }));
    setError(t(outcome === "notConfigured" ? "failed" : outcome));
  };

  const fields = [
    { key: "email", value: email, set: setEmail, type: "email", autoComplete: "username" },
    {
      key: "password",
      value: password,
      set: setPassword,
      type: "password",
      autoComplete: "current-password",
      "aria-describedby": "session-error",
      "aria-invalid": error ? true : undefined,
    },
    { key: "code", value: code, set: setCode, inputMode: "numeric", autoComplete: "one-time-code" },
  ] as const;

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="session-title"
      aria-describedby="session-text"
      onCancel={(event) => event.preventDefault()}
    >
      <form onSubmit={submit} className={styles.dialogForm} noValidate>
        <h2 id="session-title">{t("title")}</h2>
        <p id="session-text">{t("text")}</p>
        {fields.map(({ key, value, set, ...input }) => (
          <Fragment key={key}>
            <label htmlFor={`session-${key}`}>{t(key)}</label>
            <input id={`session-${key}`} value={value} onChange={(event) => set(event.target.value)} {...input} />
          </Fragment>
        ))}
        <SignInStatus
          id="session-error"
          error={error}
          busy={busy}
          ready={password !== ""}
          words={t}
          classes={statusClasses}
        />
      </form>
    </dialog>
  );
}
