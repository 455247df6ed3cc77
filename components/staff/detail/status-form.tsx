"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { typedBeforeHydration, useAtHydration } from "@/components/ui/fields/typed-before-hydration";
import { workflowStatuses, type WorkflowStatus } from "@/lib/submissions/kinds";
import { ActionForm } from "./action-form";
import { useSubmissionAction } from "./use-submission-action";
import styles from "../staff.module.css";
import { SelectOptions } from "@/components/ui/fields/select-options";

/** The workflow status: new → contacted → qualified → won / lost. */
export function StatusForm({ url, status }: { url: string; status: WorkflowStatus }) {
  const t = useTranslations("staff");
  // The choice is kept with the status it was made on: when the page's status changes (this save's refresh, or
  // someone else's) the select shows the new one without a remount, so "Status saved." stays.
  const [choice, setChoice] = useState({ on: status, value: status });
  const value = choice.on === status ? choice.value : status;
  useAtHydration(() => {
    const typed = typedBeforeHydration("workflow-status", status);
    if (typed) setChoice({ on: status, value: typed });
  });
  const { state, run } = useSubmissionAction(url);
  const submit = () => run("PATCH", { status: value }, t("detail.statusSaved"));
  return (
    <ActionForm
      onSubmit={submit}
      state={state}
      labels={{ submit: t("detail.saveStatus"), busy: t("detail.working") }}
      ready={value !== status}
      dirty={value !== status}
    >
      <div className={styles.field}>
        <label htmlFor="workflow-status">{t("detail.status")}</label>
        <select
          id="workflow-status"
          value={value}
          onChange={(event) => setChoice({ on: status, value: event.target.value as WorkflowStatus })}
        >
          <SelectOptions values={workflowStatuses} label={(option) => t(`statuses.${option}`)} />
        </select>
      </div>
    </ActionForm>
  );
}
