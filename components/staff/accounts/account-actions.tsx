"use client";

import { useTranslations } from "next-intl";
import { SelectOptions } from "@/components/ui/fields/select-options";
import { useFieldState } from "@/components/ui/fields/typed-before-hydration";
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

/** A button that POSTs to its action's address, after a question when `confirm` is given. */
const postButton = (action: ReturnType<typeof useSubmissionAction>, label: string, done: string, confirm?: string) => (
  <button
    type="button"
    disabled={action.state.busy}
    onClick={() => {
      if (!confirm || window.confirm(confirm)) void action.run("POST", {}, done);
    }}
  >
    {label}
  </button>
);

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
  const [value, setValue] = useFieldState<StaffRole>(`role-${id}`, role);
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
        {locked && postButton(unlock, t("accounts.unlock"), t("accounts.unlocked"))}
        {accountState === "invited" && postButton(invite, t("accounts.resendInvite"), t("accounts.inviteResent"))}
        {!self &&
          twoFactor &&
          postButton(
            reset,
            t("accounts.resetTwoFactor"),
            t("accounts.twoFactorReset"),
            t("accounts.resetTwoFactorConfirm", { name, address: email }),
          )}
      </div>
      <ActionStatus
        state={[state, unlock.state, reset.state].find((one) => one.error || one.message) ?? invite.state}
      />
    </div>
  );
}
