"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import styles from "../staff.module.css";
import { AccountField, AccountForm, useAccountRequest } from "./account-form";

/** "Forgot your password": the address to send a one-hour reset link to (POST /api/staff/password-reset). */
export function ResetRequestForm() {
  const t = useTranslations("staff.resetPassword");
  const request = useAccountRequest("reset-error", (message) => t("failed", { message }));
  const [sent, setSent] = useState(false);

  const submit = async (data: FormData) => {
    const email = String(data.get("email") ?? "").trim();
    if (!email) return request.setError(t("emailRequired"));
    if ((await request.send("POST", "/api/staff/password-reset", { email })).ok) setSent(true);
  };

  if (sent) {
    return (
      <p role="status" className={styles.success}>
        {t("sent")}
      </p>
    );
  }
  return (
    <AccountForm onSubmit={submit} request={request} labels={{ submit: t("send"), busy: t("sending") }}>
      <AccountField
        id="reset-email"
        label={t("email")}
        name="email"
        type="email"
        autoComplete="username"
        maxLength={200}
      />
    </AccountForm>
  );
}
