"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { AccountForm, useAccountRequest } from "./account-form";
import { PasswordAgainField } from "./two-factor-setup";

/** Turns two-factor sign-in off (roles for which it is optional), the password asked again. */
export function TwoFactorOff() {
  const t = useTranslations("staff.twoFactor");
  const router = useRouter();
  const { send, ...request } = useAccountRequest("two-factor-off-error", (message) => t("failed", { message }));
  const submit = async (data: FormData) => {
    const password = String(data.get("password") ?? "");
    if ((await send("DELETE", "/api/staff/two-factor", { password })).ok) router.refresh();
  };
  return (
    <AccountForm
      onSubmit={submit}
      request={request}
      labels={{ submit: t("disable"), busy: t("working") }}
      primary={false}
    >
      <PasswordAgainField id="two-factor-off-password" />
    </AccountForm>
  );
}
