"use client";

import { useState, useSyncExternalStore, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { signIn } from "./session-api";
import styles from "./staff.module.css";

/**
 * Name and password to the server (POST /api/staff/session), which checks the password and sets the
 * session cookie; then a full load of `next`, so a file link starts its download with the cookie.
 * The inputs are uncontrolled, so what someone types while the page is still loading is kept; the
 * button waits for the script, so the form is never sent natively (the password in a URL).
 */
const noSubscription = () => () => undefined;

export function SignInForm({ next }: { next: string }) {
  const t = useTranslations("staff.signIn");
  // False in the server's HTML, true once the script runs: the button waits for it.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    const password = String(data.get("password") ?? "");
    if (!name) return setError(t("nameRequired"));
    if (!password) return setError(t("passwordRequired"));
    setBusy(true);
    setError("");
    const outcome = await signIn(name, password);
    if (outcome === "ok") {
      window.location.assign(next);
      return;
    }
    setBusy(false);
    const passwordInput = form.elements.namedItem("password");
    if (passwordInput instanceof HTMLInputElement) passwordInput.value = "";
    setError(t(outcome));
  };

  return (
    <form className={`${styles.stack} ${styles.panel}`} onSubmit={submit} method="post" noValidate>
      <div className={styles.field}>
        <label htmlFor="staff-name">{t("name")}</label>
        <input
          id="staff-name"
          name="name"
          autoComplete="name"
          required
          maxLength={80}
          aria-describedby="staff-name-hint"
        />
        <span id="staff-name-hint" className={styles.hint}>
          {t("nameHint")}
        </span>
      </div>
      <div className={styles.field}>
        <label htmlFor="staff-password">{t("password")}</label>
        <input
          id="staff-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby="staff-sign-in-error"
        />
      </div>
      <p id="staff-sign-in-error" role="alert" className={styles.error}>
        {error}
      </p>
      <button type="submit" className={styles.primary} disabled={!ready || busy}>
        {busy ? t("checking") : t("submit")}
      </button>
    </form>
  );
}
