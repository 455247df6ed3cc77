"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/account-rules";
import { AccountDone, AccountField, AccountForm, useAccountRequest } from "./account-form";

interface PasswordFormProps {
  kind: "invite" | "reset";
  token: string;
  /** The account's e-mail: what a password manager files the new password under. */
  email: string;
  /** An invitee's provisional name (the e-mail's local part), to start from. */
  name?: string;
}

/**
 * The form an invite or reset link opens: a new password twice (and, invited, the name shown in
 * the history), sent with the link's token to POST /api/staff/password; then a way to sign in.
 */
export function PasswordForm({ kind, token, email, name = "" }: PasswordFormProps) {
  const t = useTranslations("staff.password");
  const request = useAccountRequest("password-error", (message) => t("failed", { message }));
  const [done, setDone] = useState(false);

  const submit = async (data: FormData) => {
    const password = String(data.get("password") ?? "");
    const given = String(data.get("name") ?? "").trim();
    if (kind === "invite" && !given) return request.setError(t("nameRequired"));
    if (password.length < MIN_PASSWORD_LENGTH) return request.setError(t("tooShort"));
    if (password !== data.get("confirm")) return request.setError(t("mismatch"));
    const body = { kind, token, password, ...(kind === "invite" ? { name: given } : {}) };
    if ((await request.send("POST", "/api/staff/password", body)).ok) setDone(true);
  };

  const fields = [
    ...(kind === "invite"
      ? [
          {
            id: "account-name",
            name: "name",
            label: t("name"),
            hint: t("nameHint"),
            defaultValue: name,
            maxLength: 80,
          },
        ]
      : []),
    {
      id: "new-password",
      name: "password",
      label: t("password"),
      hint: t("passwordHint"),
      type: "password",
      autoComplete: "new-password",
      minLength: MIN_PASSWORD_LENGTH,
      maxLength: 200,
    },
    {
      id: "confirm-password",
      name: "confirm",
      label: t("confirm"),
      type: "password",
      autoComplete: "new-password",
      maxLength: 200,
    },
  ];

  if (done) return <AccountDone message={t("done")} next={<Link href="/staff/sign-in">{t("signIn")}</Link>} />;
  return (
    <AccountForm onSubmit={submit} request={request} labels={{ submit: t("submit"), busy: t("working") }}>
      {/* Hidden, not typed: a password manager saves the new password with this account's e-mail (Chrome's advice). */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      {fields.map((field) => (
        <AccountField key={field.id} {...field} />
      ))}
    </AccountForm>
  );
}
