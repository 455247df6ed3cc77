"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import styles from "./editor.module.css";

interface SessionDialogProps {
  open: boolean;
  /** Called once the server accepted the password (a new session cookie is set). */
  onSignedIn: () => void;
}

/**
 * Sign-in in place, when a call answered 401 (the session ended): a modal over the editor, whose
 * state stays as it is; after sign-in the interrupted action runs again.
 */
export function SessionDialog({ open, onSignedIn }: SessionDialogProps) {
  const t = useTranslations("editor.session");
  const dialog = useModalDialog(open);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t("nameRequired"));
    setBusy(true);
    setError("");
    const response = await fetch("/api/staff/session", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ name: name.trim(), password }),
    }).catch(() => null);
    setBusy(false);
    setPassword("");
    if (response?.ok) return onSignedIn();
    const status = response?.status;
    setError(status === 401 ? t("wrongPassword") : status === 429 ? t("tooManyAttempts") : t("failed"));
  };

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
        <label htmlFor="session-name">{t("name")}</label>
        <input id="session-name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
        <label htmlFor="session-password">{t("password")}</label>
        <input
          id="session-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby="session-error"
          aria-invalid={error ? true : undefined}
        />
        <p id="session-error" role="alert" className={styles.fieldError}>
          {error}
        </p>
        <button type="submit" className={styles.primary} disabled={!password || busy}>
          {busy ? t("checking") : t("submit")}
        </button>
      </form>
    </dialog>
  );
}
