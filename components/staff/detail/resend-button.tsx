"use client";

import { useTranslations } from "next-intl";
import { ActionStatus } from "./action-status";
import { useSubmissionAction } from "./use-submission-action";
import styles from "../staff.module.css";

/** "Send again" for a notification the outbox gave up on. */
export function ResendButton({ url, outboxId }: { url: string; outboxId: number }) {
  const t = useTranslations("staff.detail");
  const { state, run } = useSubmissionAction(`${url}/resend`);
  const resend = () => void run("POST", { outboxId }, t("resent"));
  return (
    <span className={styles.actions}>
      <button type="button" onClick={resend} disabled={state.busy}>
        {t("resend")}
      </button>
      <ActionStatus state={state} />
    </span>
  );
}
