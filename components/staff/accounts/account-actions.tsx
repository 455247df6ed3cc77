"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { SelectOptions } from "@/components/ui/fields/select-options";
import { staffRoles, type StaffRole } from "@/lib/auth/account-rules";
import { ActionStatus } from "../detail/action-status";
import { useSubmissionAction } from "../detail/use-submission-action";
import styles from "../staff.module.css";

interface AccountActionsProps {
  id: string;
  email: string;
  /** Who the account is, as the disable and two-factor reset confirmations name them (the e-mail while it has no name). */
  name: string;
  role: StaffRole;
  state: "active" | "invited" | "disabled";
  /** The signed-in admin's own row: it cannot disable itself nor reset its own two-factor sign-in. */
  self: boolean;
  /** Its sign-in is locked by failed attempts: an admin may lift the lock. */
  locked: boolean;
  twoFactor: boolean;
}

/**
 * One account's changes: its role, disable (confirmed) / enable, unlock, a new invite while it has no
 * password, and, for someone who lost their phone and recovery codes, a two-factor reset (confirmed).
 */
export function AccountActions({
  id,
  email,
  name,
  role,
  state: accountState,
  self,
  locked,
  twoFactor,
}: AccountActionsProps) {
  const t = useTranslations("staff");
  const [value, setValue] = useState<StaffRole>(role);
  const { state, run } = useSubmissionAction(`/api/staff/accounts/${id}`);
  const invite = useSubmissionAction(`/api/staff/accounts/${id}/invite`);
  const unlock = useSubmissionAction(`/api/staff/accounts/${id}/unlock`);
  const reset = useSubmissionAction(`/api/staff/accounts/${id}/two-factor-reset`);
  const selectId = `role-${id}`;
  const isDisabled = accountState === "disabled";
  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        <label htmlFor={selectId} className="visually-hidden">
          {`${t("accounts.role")}: ${email}`}
        </label>
        <select id={selectId} value={value} onChange={(event) => setValue(event.target.value as StaffRole)}>
          <SelectOptions values={staffRoles} label={(option) => t(`roles.${option}`)} />
        </select>
        <button
          type="button"
          disabled={state.busy || value === role}
          onClick={() => void run("PATCH", { role: value }, t("accounts.roleSaved"))}
        >
          {t("accounts.saveRole")}
        </button>
        {!self && (
          <button
            type="button"
            disabled={state.busy}
            onClick={() => {
              // Disabling signs the person out everywhere at once: named, so a slip of the row is caught.
              if (!isDisabled && !window.confirm(t("accounts.confirmDisable", { name, address: email }))) return;
              void run("PATCH", { disabled: !isDisabled }, t(isDisabled ? "accounts.enabled" : "accounts.disabled"));
            }}
          >
            {t(isDisabled ? "accounts.enable" : "accounts.disable")}
          </button>
        )}
        {locked && (
          <button
            type="button"
            disabled={unlock.state.busy}
            onClick={() => void unlock.run("POST", {}, t("accounts.unlocked"))}
          >
            {t("accounts.unlock")}
          </button>
        )}
        {accountState === "invited" && (
          <button
            type="button"
            disabled={invite.state.busy}
            onClick={() => void invite.run("POST", {}, t("accounts.inviteResent"))}
          >
            {t("accounts.resendInvite")}
          </button>
        )}
        {!self && twoFactor && (
          <button
            type="button"
            disabled={reset.state.busy}
            onClick={() => {
              if (window.confirm(t("accounts.resetTwoFactorConfirm", { name, address: email })))
                void reset.run("POST", {}, t("accounts.twoFactorReset"));
            }}
          >
            {t("accounts.resetTwoFactor")}
          </button>
        )}
      </div>
      <ActionStatus
        state={[state, unlock.state, reset.state].find((one) => one.error || one.message) ?? invite.state}
      />
    </div>
  );
}
