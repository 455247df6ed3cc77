"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import styles from "../staff.module.css";
import { AccountDone, AccountField, AccountForm, useAccountRequest } from "./account-form";
import { RecoveryCodes, type CodesOwner } from "./recovery-codes";
import { AppCodeForm, AuthenticatorKey } from "./two-factor-setup";

/** The password, or the app's current code (a password has at least 12 characters: 6 digits are a code). */
function proofOf(data: FormData): { password: string } | { code: string } {
  const value = String(data.get("proof") ?? "");
  const digits = value.replace(/\s+/g, "");
  return /^\d{6}$/.test(digits) ? { code: digits } : { password: value };
}

function ProofField({ id }: { id: string }) {
  const t = useTranslations("staff.twoFactor");
  return (
    <AccountField
      id={id}
      label={t("proof")}
      hint={t("proofHint")}
      name="proof"
      type="password"
      autoComplete="current-password"
    />
  );
}

/** "Make new recovery codes": the password or a current code, then the ten new codes, shown this once. */
function RenewCodes({ owner }: { owner: CodesOwner }) {
  const t = useTranslations("staff.twoFactor");
  const [codes, setCodes] = useState<string[] | null>(null);
  const { send, ...request } = useAccountRequest("recovery-error", (message) => t("failed", { message }));
  const submit = async (data: FormData) => {
    const response = await send<{ backupCodes: string[] }>(
      "POST",
      "/api/staff/two-factor/recovery-codes",
      proofOf(data),
    );
    if (response.ok && response.body) setCodes(response.body.backupCodes);
  };
  return (
    <section aria-labelledby="recovery-heading" className={styles.stack}>
      <h2 id="recovery-heading">{t("recoveryHeading")}</h2>
      <p className={styles.muted}>{t("recoveryHint")}</p>
      {codes ? (
        <div className={`${styles.panel} ${styles.stack}`}>
          <p role="status" className={styles.success}>
            {t("renewed")}
          </p>
          <p>{t("codes")}</p>
          <RecoveryCodes codes={codes} owner={owner} />
        </div>
      ) : (
        <AccountForm onSubmit={submit} request={request} labels={{ submit: t("renew"), busy: t("working") }}>
          <ProofField id="recovery-proof" />
        </AccountForm>
      )}
    </section>
  );
}

/**
 * "Move to a new phone": the password or a current code, then a new QR code and key, then the new
 * app's code to confirm; the old phone's codes sign in until then.
 */
function MovePhone() {
  const t = useTranslations("staff.twoFactor");
  const [key, setKey] = useState<{ qr: string; secret: string } | null>(null);
  const [moved, setMoved] = useState(false);
  const account = useAccountRequest("move-error", (message) => t("failed", { message }));
  const { send, ...request } = account;
  const start = async (data: FormData) => {
    const response = await send<{ qr: string; secret: string }>("POST", "/api/staff/two-factor/move", proofOf(data));
    if (response.ok && response.body) setKey(response.body);
  };
  let body;
  if (moved) body = <AccountDone message={t("moved")} next={null} />;
  else if (!key)
    body = (
      <AccountForm onSubmit={start} request={request} labels={{ submit: t("move"), busy: t("working") }}>
        <ProofField id="move-proof" />
      </AccountForm>
    );
  else
    body = (
      <>
        <AuthenticatorKey qr={key.qr} secret={key.secret} scan={t("moveScan")} />
        <AppCodeForm
          id="move-code"
          words={{ label: t("moveCode"), submit: t("moveConfirm") }}
          path="/api/staff/two-factor/move/verify"
          request={account}
          onConfirmed={() => setMoved(true)}
        />
      </>
    );
  return (
    <section aria-labelledby="move-heading" className={styles.stack}>
      <h2 id="move-heading">{t("moveHeading")}</h2>
      <p className={styles.muted}>{t("moveHint")}</p>
      {body}
    </section>
  );
}

/** For an account whose two-factor sign-in is on: new recovery codes, and a move to a new phone. */
export function TwoFactorManage({ owner }: { owner: CodesOwner }) {
  return (
    <>
      <RenewCodes owner={owner} />
      <MovePhone />
    </>
  );
}
