"use client";

import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { SelectOptions } from "@/components/ui/fields/select-options";
import { apiRequest } from "@/lib/client/api-request";
import { workflowStatuses } from "@/lib/submissions/kinds";
import { OwnerOptions } from "../owner-options";
import styles from "../staff.module.css";
import { useInboxSelection } from "./selection";

const NOBODY = "-";

/**
 * A status, an owner, a follow-up date or the spam flag for every row ticked in the table (InboxSelection), in one request. It stays at the foot of
 * the window while the table scrolls (sticky), and says how many rows are ticked.
 */
export function BulkForm({ owners }: { owners: { id: string; name: string }[] }) {
  const t = useTranslations("staff");
  const locale = useLocale();
  const router = useRouter();
  const [message, setMessage] = useState({ text: "", error: false });
  const [busy, setBusy] = useState(false);
  const { selected: items } = useInboxSelection();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (!items.length) return setMessage({ text: t("inbox.bulkNone"), error: true });
    const status = String(data.get("status") ?? "");
    const owner = String(data.get("owner") ?? "");
    const followUp = String(data.get("followUp") ?? "");
    const spam = String(data.get("spam") ?? "");
    const body = {
      items,
      ...(status ? { status } : {}),
      ...(owner ? { owner: owner === NOBODY ? null : owner } : {}),
      ...(followUp ? { followUp } : {}),
      ...(spam ? { spam: spam === "yes" } : {}),
    };
    setBusy(true);
    const response = await apiRequest<{ changed: number }>("POST", "/api/staff/submissions/bulk", { body, locale });
    setBusy(false);
    if (!response.ok) {
      return setMessage({
        text: t("detail.saveFailed", { message: response.message ?? String(response.status) }),
        error: true,
      });
    }
    setMessage({ text: t("inbox.bulkDone", { count: response.body?.changed ?? 0 }), error: false });
    router.refresh();
  };
  return (
    <form onSubmit={submit} className={`${styles.toolbar} ${styles.bulkBar}`} aria-label={t("inbox.bulk")}>
      <strong className={styles.nowrap}>{t("inbox.bulkSelected", { count: String(items.length) })}</strong>
      <div className={styles.field}>
        <label htmlFor="bulk-status">{t("inbox.bulkStatus")}</label>
        <select id="bulk-status" name="status" defaultValue="">
          <SelectOptions
            values={workflowStatuses}
            label={(status) => t(`statuses.${status}`)}
            empty={t("inbox.noChange")}
          />
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="bulk-owner">{t("inbox.bulkOwner")}</label>
        <select id="bulk-owner" name="owner" defaultValue="">
          <option value="">{t("inbox.noChange")}</option>
          <option value={NOBODY}>{t("inbox.nobody")}</option>
          <OwnerOptions owners={owners} />
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="bulk-follow-up">{t("inbox.bulkFollowUp")}</label>
        <input id="bulk-follow-up" name="followUp" type="date" />
      </div>
      <div className={styles.field}>
        <label htmlFor="bulk-spam">{t("inbox.bulkSpam")}</label>
        <select id="bulk-spam" name="spam" defaultValue="">
          <option value="">{t("inbox.noChange")}</option>
          <option value="yes">{t("detail.markSpam")}</option>
          <option value="no">{t("detail.unmarkSpam")}</option>
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" disabled={busy}>
          {t("inbox.bulkApply")}
        </button>
        {/* A live region, not role=status: the page's one status is the inbox's summary line. */}
        <span aria-live="polite" className={message.error ? styles.error : styles.success}>
          {message.text}
        </span>
      </div>
    </form>
  );
}
