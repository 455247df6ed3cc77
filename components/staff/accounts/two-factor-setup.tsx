"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import styles from "../staff.module.css";
import { AccountDone, AccountField, AccountForm, useAccountRequest } from "./account-form";
import { RecoveryCodes, type CodesOwner } from "./recovery-codes";

interface Setup {
  qr: string;
  secret: string;
  backupCodes: string[];
}

/** The account's password, asked again before two-factor sign-in is turned on or off. */
export function PasswordAgainField({ id, hint }: { id: string; hint?: string }) {
  const t = useTranslations("staff.twoFactor");
  return (
    <AccountField
      id={id}
      label={t("password")}
      hint={hint}
      name="password"
      type="password"
      autoComplete="current-password"
    />
  );
}

/** The QR code for an authenticator app and its key by hand. */
export function AuthenticatorKey({ qr, secret, scan }: { qr: string; secret: string; scan: string }) {
  const t = useTranslations("staff.twoFactor");
  return (
    <>
      <p>{scan}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server, no optimisation to gain */}
      <img src={qr} alt={t("qrAlt")} width={200} height={200} />
      <p>
        {t("manual")} <code data-testid="two-factor-secret">{secret}</code>
      </p>
    </>
  );
}

/** The app's current code, which puts a new key in force (at set-up and on a move to a new phone). */
export function AppCodeForm({
  id,
  words,
  path,
  request: { send, ...request },
  onConfirmed,
}: {
  id: string;
  words: { label: string; submit: string };
  path: string;
  request: ReturnType<typeof useAccountRequest>;
  onConfirmed: () => void;
}) {
  const t = useTranslations("staff.twoFactor");
  const confirm = async (data: FormData) => {
    if ((await send("POST", path, { code: String(data.get("code") ?? "") })).ok) onConfirmed();
  };
  return (
    <AccountForm onSubmit={confirm} request={request} labels={{ submit: words.submit, busy: t("working") }}>
      <AccountField
        id={id}
        label={words.label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
      />
    </AccountForm>
  );
}

/**
 * Two-factor set-up: the password again, then the QR code, the key and the ten recovery codes
 * (shown this once), then the app's current code to put it in force. `home` is where to go after;
 * `required`: an admin, who must set it up before anything else; `owner` names the codes' file.
 */
export function TwoFactorSetup({ home, required, owner }: { home: string; required: boolean; owner: CodesOwner }) {
  const t = useTranslations("staff.twoFactor");
  const [setup, setSetup] = useState<Setup | null>(null);
  const [done, setDone] = useState(false);
  const account = useAccountRequest("two-factor-error", (message) => t("failed", { message }));
  const { send, ...request } = account;
  const start = async (data: FormData) => {
    const password = String(data.get("password") ?? "");
    const response = await send<Setup>("POST", "/api/staff/two-factor", { password });
    if (response.ok && response.body) setSetup(response.body);
  };

  // A full load: the header and every page read the new session.
  if (done) return <AccountDone message={t("enabled")} next={<a href={home}>{t("continue")}</a>} />;
  const intro = (
    <>
      <p className={required ? styles.error : styles.muted}>{required ? t("required") : t("optional")}</p>
      <p>{t("off")}</p>
    </>
  );
  if (!setup) {
    return (
      <>
        {intro}
        <AccountForm onSubmit={start} request={request} labels={{ submit: t("start"), busy: t("working") }}>
          <PasswordAgainField id="two-factor-password" hint={t("passwordHint")} />
        </AccountForm>
      </>
    );
  }
  return (
    <div className={styles.stack}>
      {intro}
      <AuthenticatorKey qr={setup.qr} secret={setup.secret} scan={t("scan")} />
      <section aria-labelledby="recovery-heading" className={styles.panel}>
        <h2 id="recovery-heading">{t("codesLabel")}</h2>
        <p>{t("codes")}</p>
        <RecoveryCodes codes={setup.backupCodes} owner={owner} />
      </section>
      <AppCodeForm
        id="two-factor-code"
        words={{ label: t("code"), submit: t("confirm") }}
        path="/api/staff/two-factor/verify"
        request={account}
        onConfirmed={() => setDone(true)}
      />
    </div>
  );
}
