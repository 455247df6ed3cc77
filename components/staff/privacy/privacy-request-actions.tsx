"use client";

import { useTranslations } from "next-intl";
import { ActionStatus } from "../detail/action-status";
import { useSubmissionAction } from "../detail/use-submission-action";
import styles from "../staff.module.css";

/** One privacy request's button: mark it answered, or open it again. */
export function PrivacyRequestActions({ id, answered }: { id: number; answered: boolean }) {
  const t = useTranslations("staff.privacyRequests");
  const { state, run } = useSubmissionAction(`/api/staff/privacy-requests/${id}`);
  return (
    <div className={styles.actions}>
      <button
        type="button"
        disabled={state.busy}
        onClick={() => void run("PATCH", { status: answered ? "open" : "answered" }, t("saved"))}
      >
        {answered ? t("reopen") : t("markAnswered")}
      </button>
      <ActionStatus state={state} />
    </div>
  );
}
