"use client";

import { useTranslations } from "next-intl";
import { useFieldState } from "@/components/ui/fields/typed-before-hydration";
import { ActionStatus } from "../detail/action-status";
import { useSubmissionAction } from "../detail/use-submission-action";
import styles from "../staff.module.css";

/**
 * The lookup's two writes: erase everything found (after a box that says it is for good) and, for an
 * address, stop all marketing to it. The page is drawn again after each.
 */
export function PrivacyActions({ email, phone }: { email?: string; phone?: string }) {
  const t = useTranslations("staff.privacy");
  const [sure, setSure] = useFieldState("privacy-erase-sure", false);
  const erase = useSubmissionAction("/api/staff/privacy/erase");
  const suppress = useSubmissionAction("/api/staff/privacy/suppress");
  const subject = { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
  return (
    <div className={styles.stack}>
      {email && (
        <div className={styles.actions}>
          <button
            type="button"
            disabled={suppress.state.busy}
            onClick={() => void suppress.run("POST", { email }, t("suppressed"))}
          >
            {t("suppress")}
          </button>
          <ActionStatus state={suppress.state} />
        </div>
      )}
      <div className={styles.actions}>
        <input id="privacy-erase-sure" type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} />
        <label htmlFor="privacy-erase-sure">{t("eraseConfirm")}</label>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          disabled={!sure || erase.state.busy}
          onClick={() => void erase.run("POST", subject, t("erased"))}
        >
          {t("erase")}
        </button>
        <ActionStatus state={erase.state} />
      </div>
    </div>
  );
}
