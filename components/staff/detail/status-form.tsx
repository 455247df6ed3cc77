"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { workflowStatuses, type WorkflowStatus } from "@/lib/submissions/kinds";
import { ActionForm } from "./action-form";
import { useSubmissionAction } from "./use-submission-action";
import styles from "../staff.module.css";
import { SelectOptions } from "@/components/ui/fields/select-options";

/** The workflow status: new → contacted → qualified → won / lost. */
export function StatusForm({ url, status }: { url: string; status: WorkflowStatus }) {
  const t = useTranslations("staff");
  const [value, setValue] = useState<WorkflowStatus>(status);
  const [shown, setShown] = useState<WorkflowStatus>(status);
  // The page's status changed (this save's refresh, or someone else's): the select follows it, and the form
  // stays mounted so "Status saved." stays too (a key on the status remounted it and lost the message).
  if (shown !== status) {
    setShown(status);
    setValue(status);
  }
  const { state, run } = useSubmissionAction(url);
  const submit = () => run("PATCH", { status: value }, t("detail.statusSaved"));
  return (
    <ActionForm
      onSubmit={submit}
      state={state}
      labels={{ submit: t("detail.saveStatus"), busy: t("detail.working") }}
      ready={value !== status}
    >
      <div className={styles.field}>
        <label htmlFor="workflow-status">{t("detail.status")}</label>
        <select id="workflow-status" value={value} onChange={(event) => setValue(event.target.value as WorkflowStatus)}>
          <SelectOptions values={workflowStatuses} label={(option) => t(`statuses.${option}`)} />
        </select>
      </div>
    </ActionForm>
  );
}
