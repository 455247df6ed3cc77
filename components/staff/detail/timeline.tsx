import type { Submission } from "@/lib/db/generated/client";
import { Link } from "@/lib/i18n/navigation";
import type { Messages } from "@/lib/i18n/messages";
import { formLabel } from "@/lib/submissions/field-labels";
import { staffPaths } from "@/lib/submissions/staff-urls";
import { formatDateTime } from "@/lib/submissions/time-zone";
import styles from "../staff.module.css";

/** The same person's other submissions (same e-mail address), newest first. */
export function Timeline({ items, messages, timeZone }: { items: Submission[]; messages: Messages; timeZone: string }) {
  if (!items.length) return <p className={styles.muted}>{messages.staff.detail.noTimeline}</p>;
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <time dateTime={item.receivedAt.toISOString()}>{formatDateTime(item.receivedAt, timeZone)}</time>{" "}
          <Link href={staffPaths.submission(item)}>
            {messages.staff.kinds[item.kind]}: {formLabel(messages, item.form)}
          </Link>{" "}
          <span className={styles.muted}>({messages.staff.statuses[item.status]})</span>
        </li>
      ))}
    </ol>
  );
}
