"use client";

import { useState, useSyncExternalStore, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { describedBy } from "@/components/ui/fields/control-aria";
import { FieldFrame } from "@/components/ui/fields/field-frame";
import { Link } from "@/lib/i18n/navigation";
import { staffPaths } from "@/lib/staff/urls";
import { staffFieldClasses } from "./field-classes";
import { signIn } from "./session-api";
import { SignInStatus } from "./sign-in-status";
import styles from "./staff.module.css";

/**
 * E-mail, password and (two-factor accounts) code to the server (POST /api/staff/session), which checks the password and sets the
 * session cookie; then a full load of `next`, so a file link starts its download with the cookie.
 * The inputs are uncontrolled, so what someone types while the page is still loading is kept; the
 * button waits for the script, so the form is never sent natively (the password in a URL). Below it, the
 * link to a new password, unless a lock's message already holds it.
 */
const noSubscription = () => () => undefined;
const errorId = "staff-sign-in-error";
const statusClasses = { error: styles.error!, button: styles.primary! };

export function SignInForm({ next }: { next: string }) {
  const t = useTranslations("staff.signIn");
  // False in the server's HTML, true once the script runs: the button waits for it.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [error, setError] = useState<ReactNode>("");
  const [busy, setBusy] = useState(false);
  // Locked out: the refusal carries the reset link, so the usual one below the form steps aside.
  const [locked, setLocked] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    if (!email) return setError(t("emailRequired"));
    if (!password) return setError(t("passwordRequired"));
    setBusy(true);
    setError("");
    setLocked(false);
    const { outcome, minutes } = await signIn(email, password, String(data.get("code") ?? ""));
    if (outcome === "ok") {
      window.location.assign(next);
      return;
    }
    setBusy(false);
    const passwordInput = form.elements.namedItem("password");
    if (passwordInput instanceof HTMLInputElement) passwordInput.value = "";
    if (outcome !== "tooManyAttempts") return setError(t(outcome));
    // Locked: how long (the 429's Retry-After), and the way in sooner, a new password.
    setLocked(true);
    setError(
      <>
        {t("tooManyAttempts", { minutes })} <Link href={staffPaths.resetPassword}>{t("forgot")}</Link>
      </>,
    );
  };

  // The password names the form's error: a refusal is about the pair, and the code keeps its hint.
  const fields: (InputHTMLAttributes<HTMLInputElement> & {
    name: "email" | "password" | "code";
    hint?: string;
    required?: boolean;
  })[] = [
    { name: "email", type: "email", autoComplete: "username", maxLength: 200 },
    {
      name: "password",
      type: "password",
      autoComplete: "current-password",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": errorId,
    },
    {
      name: "code",
      // No numeric keypad: a recovery code has letters. Typed as read off paper, unchanged by the phone.
      autoComplete: "one-time-code",
      autoCapitalize: "none",
      autoCorrect: "off",
      spellCheck: false,
      maxLength: 40,
      hint: t("codeHint"),
      required: false,
    },
  ];

  return (
    <>
      <form className={`${styles.stack} ${styles.panel}`} onSubmit={submit} method="post" noValidate>
        {fields.map(({ name, hint, required = true, ...input }) => {
          const id = `staff-${name}`;
          return (
            <FieldFrame key={name} id={id} label={t(name)} hint={hint} classes={staffFieldClasses} plain>
              <input id={id} name={name} required={required} aria-describedby={describedBy({ id, hint })} {...input} />
            </FieldFrame>
          );
        })}
        <SignInStatus id={errorId} error={error} busy={busy} ready={ready} words={t} classes={statusClasses} />
      </form>
      {!locked && (
        <p>
          <Link href={staffPaths.resetPassword}>{t("forgot")}</Link>
        </p>
      )}
    </>
  );
}
