import { accessActions, actionMessageKey, type AccessAction } from "@/lib/access-log/actions";
import type { AccessLogEntry } from "@/lib/db/generated/client";
import type { Messages } from "@/lib/i18n/messages";
import { formatDateTime } from "@/lib/i18n/time-zone";
import { ColumnHeads, ScrollTable } from "@/components/ui/scroll-table";
import styles from "../staff.module.css";

interface AccessLogTableProps {
  rows: AccessLogEntry[];
  words: Messages["staff"]["accessLog"];
  timeZone: string;
  caption: string;
  /** Account id → the account's name, shown above its e-mail. */
  names?: Record<string, string>;
}

/** An export's target lists every submission it held: the table shows the first few and how many. */
function shortTarget(target: string | null): string {
  const refs = (target ?? "").split(" ");
  return refs.length > 5 ? `${refs.slice(0, 5).join(" ")} … (${refs.length})` : (target ?? "");
}

/** One page of the access log: time, account, action, target, detail and client address per row. */
export function AccessLogTable({ rows, words, timeZone, caption, names = {} }: AccessLogTableProps) {
  const label = (action: string) =>
    (accessActions as readonly string[]).includes(action)
      ? words.actions[actionMessageKey(action as AccessAction)]
      : action;
  return (
    <ScrollTable label={caption} captioned>
      <ColumnHeads
        labels={(["at", "account", "action", "target", "detail", "ip"] as const).map((column) => words.columns[column])}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={styles.nowrap}>{formatDateTime(row.at, timeZone)}</td>
            <td>
              {row.accountId && names[row.accountId] && (
                <>
                  {names[row.accountId]}
                  <br />
                </>
              )}
              <span className={styles.muted}>{row.email}</span>
            </td>
            <td>{label(row.action)}</td>
            <td>{shortTarget(row.target)}</td>
            <td>
              <code>{row.detail === null ? "" : JSON.stringify(row.detail)}</code>
            </td>
            <td>{row.ip}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
