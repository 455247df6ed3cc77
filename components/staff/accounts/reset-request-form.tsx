"use client";

import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { apiRequest } from "@/lib/client/api-request";
import styles from "../staff.module.css";
import { AccountField, AccountForm } from "./account-form";

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
    <AccountForm
      onSubmit={submit}
      errorId="reset-error"
      error={error}
      busy={busy}
      submitLabel={t("send")}
      busyLabel={t("sending")}
    >
      <AccountField
        id="reset-email"
        label={t("email")}
        name="email"
        type="email"
        autoComplete="username"
        maxLength={200}
        aria-describedby="reset-error"
      />
    </AccountForm>
  );
}
