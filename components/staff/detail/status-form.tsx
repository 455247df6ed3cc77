"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { workflowStatuses, type WorkflowStatus } from "@/lib/submissions/kinds";
import { ActionStatus } from "./action-status";
import { useSubmissionAction } from "./use-submission-action";
import styles from "../staff.module.css";
import { SelectOptions } from "@/components/ui/fields/select-options";

/** The workflow status: new → contacted → qualified → won / lost. */
export function StatusForm({ url, status }: { url: string; status: WorkflowStatus }) {
  const t = useTranslations("staff");
  const [value, setValue] = useState<WorkflowStatus>(status);
  const { state, run } = useSubmissionAction(url);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run("PATCH", { status: value }, t("detail.statusSaved"));
  };
  return (
    <form onSubmit={submit} className={styles.stack}>
      <div className={styles.field}>
        <label htmlFor="workflow-status">{t("detail.status")}</label>
        <select id="workflow-status" value={value} onChange={(event) => setValue(event.target.value as WorkflowStatus)}>
          <SelectOptions values={workflowStatuses} label={(option) => t(`statuses.${option}`)} />
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={state.busy || value === status}>
          {state.busy ? t("detail.working") : t("detail.saveStatus")}
        </button>
        <ActionStatus state={state} />
      </div>
    </form>
  );
}
