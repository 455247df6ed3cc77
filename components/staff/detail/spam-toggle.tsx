"use client";

import { useTranslations } from "next-intl";
import { ActionStatus } from "./action-status";
import { useSubmissionAction } from "./use-submission-action";
import styles from "../staff.module.css";

/** Marks or unmarks the submission as spam (spam is hidden from the inbox unless asked for). */
export function SpamToggle({ url, isSpam }: { url: string; isSpam: boolean }) {
  const t = useTranslations("staff.detail");
  const { state, run } = useSubmissionAction(url);
  const toggle = () => void run("PATCH", { spam: !isSpam }, t("spamSaved"));
  return (
    <div className={styles.stack}>
      <p>{isSpam ? t("isSpam") : t("notSpam")}</p>
      <div className={styles.actions}>
        <button type="button" onClick={toggle} disabled={state.busy}>
          {isSpam ? t("unmarkSpam") : t("markSpam")}
        </button>
        <ActionStatus state={state} />
      </div>
    </div>
  );
}
