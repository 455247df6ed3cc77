import type { SubmissionAudit } from "@/lib/db/generated/client";
import type { Messages } from "@/lib/i18n/messages";
import { fill } from "@/lib/submissions/team";
import { formatDateTime } from "@/lib/submissions/time-zone";
import styles from "../staff.module.css";

function describe(entry: SubmissionAudit, messages: Messages): string {
  const text = messages.staff.detail;
  const who = entry.actor;
  if (entry.action === "note") return fill(text.historyNote, { who });
  if (entry.action === "resend") return fill(text.historyResend, { who });
  const value = (raw: string | null) => {
    if (entry.action === "spam") return raw === "true" ? messages.staff.yes : messages.staff.no;
    return raw && raw in messages.staff.statuses
      ? messages.staff.statuses[raw as keyof Messages["staff"]["statuses"]]
      : (raw ?? "");
  };
  const action = entry.action === "spam" ? text.actions.spam : text.actions.status;
  return fill(text.historyRow, { who, action, old: value(entry.oldValue), new: value(entry.newValue) });
}

/** The append-only log of changes marketing made: when, who, what, old → new. */
export function ChangeHistory({
  entries,
  messages,
  timeZone,
}: {
  entries: SubmissionAudit[];
  messages: Messages;
  timeZone: string;
}) {
  if (!entries.length) return <p className={styles.muted}>{messages.staff.detail.noHistory}</p>;
  return (
    <ol className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at, timeZone)}</time>{" "}
          {describe(entry, messages)}
        </li>
      ))}
    </ol>
  );
}
