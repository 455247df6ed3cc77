import type { Submission } from "@/lib/db/generated/client";
import { Link } from "@/lib/i18n/navigation";
import type { Messages } from "@/lib/i18n/messages";
import { formLabel } from "@/lib/submissions/field-labels";
import { staffPaths } from "@/lib/staff/urls";
import styles from "../staff.module.css";
import { DatedList } from "./dated-list";

/** The same person's other submissions (same e-mail address), newest first. */
export function Timeline({ items, messages, timeZone }: { items: Submission[]; messages: Messages; timeZone: string }) {
  return (
    <DatedList
      items={items}
      empty={messages.staff.detail.noTimeline}
      at={(item) => item.receivedAt}
      timeZone={timeZone}
    >
      {(item) => (
        <>
          <Link href={staffPaths.submission(item)}>
            {messages.staff.kinds[item.kind]}: {formLabel(messages, item.form)}
          </Link>{" "}
          <span className={styles.muted}>({messages.staff.statuses[item.status]})</span>
        </>
      )}
    </DatedList>
  );
}
