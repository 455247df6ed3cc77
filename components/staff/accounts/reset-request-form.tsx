"use client";

import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { apiRequest } from "@/lib/client/api-request";
import styles from "../staff.module.css";

/** "Forgot your password": the address to send a one-hour reset link to (POST /api/staff/password-reset). */
export function ResetRequestForm() {
  const t = useTranslations("staff.resetPassword");
  const locale = useLocale();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) return setError(t("emailRequired"));
    setBusy(true);
    setError("");
    const response = await apiRequest("POST", "/api/staff/password-reset", { body: { email }, locale });
    setBusy(false);
    if (response.ok) return setSent(true);
    setError(t("failed", { message: response.message ?? String(response.status) }));
  };

  if (sent) {
    return (
      <p role="status" className={styles.success}>
        {t("sent")}
      </p>
    );
  }
  return (
    <form className={`${styles.stack} ${styles.panel}`} onSubmit={submit} method="post" noValidate>
      <div className={styles.field}>
        <label htmlFor="reset-email">{t("email")}</label>
        <input
          id="reset-email"
          name="email"
          type="email"
          autoComplete="username"
          maxLength={200}
          required
          aria-describedby="reset-error"
        />
      </div>
      <p id="reset-error" role="alert" className={styles.error}>
        {error}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? t("sending") : t("send")}
        </button>
      </div>
    </form>
  );
}
