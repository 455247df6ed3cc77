"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { apiCall } from "./editor-api";
import styles from "./editor.module.css";

/** "Blog Editor Access": the password goes to the server, which sets the session cookie. */
export function PasswordGate({ onUnlock }: { onUnlock: () => void }) {
  const t = useTranslations("editor");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await apiCall("POST", "/api/staff/session", { password });
    setBusy(false);
    if (answer.ok) return onUnlock();
    setPassword("");
    setError(
      answer.status === 401 ? t("wrongPassword") : answer.status === 429 ? t("tooManyAttempts") : t("signInFailed"),
    );
  };

  return (
    <form className={styles.gate} onSubmit={submit}>
      <h2>{t("accessTitle")}</h2>
      <p>{t("accessText")}</p>
      <label htmlFor="staff-password">{t("passwordLabel")}</label>
      <input
        id="staff-password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-describedby="staff-password-error"
        aria-invalid={error ? true : undefined}
      />
      <p id="staff-password-error" role="alert" className={styles.fieldError}>
        {error}
      </p>
      <button type="submit" className={styles.primary} disabled={!password || busy}>
        {busy ? t("checking") : t("accessButton")}
      </button>
    </form>
  );
}
