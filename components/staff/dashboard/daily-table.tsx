import type { Messages } from "@/lib/i18n/messages";
import type { DayCounts } from "@/lib/submissions/dashboard";
import { submissionKinds } from "@/lib/submissions/kinds";
import styles from "../staff.module.css";
import { ColumnHeads, ScrollTable } from "@/components/ui/scroll-table";

/** The chart's figures as a table: the accessible twin of the picture. */
export function DailyTable({ days, messages }: { days: DayCounts[]; messages: Messages }) {
  const text = messages.staff.dashboard;
  return (
    <ScrollTable label={text.tableCaption}>
      <caption>{text.tableCaption}</caption>
      <ColumnHeads labels={[text.day, ...submissionKinds.map((kind) => messages.staff.kinds[kind]), text.total]} />
      <tbody>
        {[...days].reverse().map((day) => (
          <tr key={day.day}>
            <th scope="row" className={styles.nowrap}>
              {day.day}
            </th>
            {submissionKinds.map((kind) => (
              <td key={kind}>{day.counts[kind]}</td>
            ))}
            <td>{day.total}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
