"use client";

import { useTranslations } from "next-intl";
import { SelectOptions } from "@/components/ui/fields/select-options";
import { useFieldState } from "@/components/ui/fields/typed-before-hydration";
import { staffRoles, type StaffRole } from "@/lib/auth/account-rules";
import { ActionForm } from "../detail/action-form";
import { useSubmissionAction } from "../detail/use-submission-action";
import styles from "../staff.module.css";

/** An admin invites someone by e-mail with a role; the list below is rendered again by the server. */
export function InviteForm() {
  const t = useTranslations("staff");
  const [email, setEmail] = useFieldState("invite-email", "");
  const [role, setRole] = useFieldState<StaffRole>("invite-role", "marketing");
  const { state, run } = useSubmissionAction("/api/staff/accounts");
  const submit = async () => {
    if (await run("POST", { email: email.trim(), role }, t("accounts.invited", { address: email.trim() })))
      setEmail("");
  };
  return (
    <ActionForm
      onSubmit={submit}
      state={state}
      labels={{ submit: t("accounts.inviteSubmit"), busy: t("accounts.working") }}
      ready={Boolean(email.trim())}
    >
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
    </ActionForm>
  );
}
