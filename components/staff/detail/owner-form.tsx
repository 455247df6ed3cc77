"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { ActionStatus } from "./action-status";
import { useSubmissionAction } from "./use-submission-action";
import { OwnerOptions } from "../owner-options";
import styles from "../staff.module.css";

interface OwnerFormProps {
  url: string;
  owners: { id: string; name: string }[];
  owner: string | null;
  /** The follow-up day (YYYY-MM-DD in the viewer's time zone), or "". */
  followUp: string;
}

/** Who follows the lead up, and by when; the new owner is e-mailed. */
export function OwnerForm({ url, owners, owner, followUp }: OwnerFormProps) {
  const t = useTranslations("staff.detail");
  const [value, setValue] = useState(owner ?? "");
  const [day, setDay] = useState(followUp);
  const { state, run } = useSubmissionAction(url);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run("PATCH", { owner: value || null, followUp: day || null }, t("ownerSaved"));
  };
  return (
    <form onSubmit={submit} className={styles.stack}>
      <div className={styles.field}>
        <label htmlFor="lead-owner">{t("owner")}</label>
        <select id="lead-owner" value={value} onChange={(event) => setValue(event.target.value)}>
          <option value="">{t("nobody")}</option>
          <OwnerOptions owners={owners} />
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="lead-follow-up">{t("followUp")}</label>
        <input id="lead-follow-up" type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.primary}
          disabled={state.busy || (value === (owner ?? "") && day === followUp)}
        >
          {state.busy ? t("working") : t("saveOwner")}
        </button>
        <ActionStatus state={state} />
      </div>
    </form>
  );
}
