"use client";

import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { apiRequest } from "@/lib/client/api-request";
import { AccountField, AccountForm } from "./account-form";

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
    <AccountForm
      onSubmit={submit}
      errorId="two-factor-off-error"
      request={{ error, busy }}
      labels={{ submit: t("disable"), busy: t("working") }}
      primary={false}
    >
      <AccountField
        id="two-factor-off-password"
        label={t("password")}
        name="password"
        type="password"
        autoComplete="current-password"
        aria-describedby="two-factor-off-error"
      />
    </AccountForm>
  );
}
