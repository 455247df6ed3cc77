"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { SelectOptions } from "@/components/ui/fields/select-options";
import { staffRoles, type StaffRole } from "@/lib/auth/account-rules";
import { ActionStatus } from "../detail/action-status";
import { useSubmissionAction } from "../detail/use-submission-action";
import styles from "../staff.module.css";

/** An admin invites someone by e-mail with a role; the list below is rendered again by the server. */
export function InviteForm() {
  const t = useTranslations("staff");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("marketing");
  const { state, run } = useSubmissionAction("/api/staff/accounts");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run("POST", { email: email.trim(), role }, t("accounts.invited", { address: email.trim() })))
      setEmail("");
  };
  return (
    <form onSubmit={submit} className={styles.stack}>
      <div className={styles.field}>
        <label htmlFor="invite-email">{t("accounts.email")}</label>
        <input
          id="invite-email"
          type="email"
          maxLength={200}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="invite-role">{t("accounts.role")}</label>
        <select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          <SelectOptions values={staffRoles} label={(option) => t(`roles.${option}`)} />
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={state.busy || !email.trim()}>
          {state.busy ? t("accounts.working") : t("accounts.inviteSubmit")}
        </button>
        <ActionStatus state={state} />
      </div>
    </form>
  );
}
