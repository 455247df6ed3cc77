"use client";

import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { apiRequest } from "@/lib/client/api-request";
import styles from "../staff.module.css";

/** Turns two-factor sign-in off (roles for which it is optional), the password asked again. */
export function TwoFactorOff() {
  const t = useTranslations("staff.twoFactor");
  const locale = useLocale();
  const router = useRouter();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setBusy(true);
    const response = await apiRequest("DELETE", "/api/staff/two-factor", { body: { password }, locale });
    setBusy(false);
    if (response.ok) return router.refresh();
    setError(t("failed", { message: response.message ?? String(response.status) }));
  };
  return (
    <form className={`${styles.stack} ${styles.panel}`} onSubmit={submit} method="post" noValidate>
      <div className={styles.field}>
        <label htmlFor="two-factor-off-password">{t("password")}</label>
        <input
          id="two-factor-off-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-describedby="two-factor-off-error"
        />
      </div>
      <p id="two-factor-off-error" role="alert" className={styles.error}>
        {error}
      </p>
      <div className={styles.actions}>
        <button type="submit" disabled={busy}>
          {busy ? t("working") : t("disable")}
        </button>
      </div>
    </form>
  );
}
