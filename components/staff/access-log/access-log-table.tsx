import { accessActions, actionMessageKey, type AccessAction } from "@/lib/access-log/actions";
import type { AccessLogEntry, Prisma } from "@/lib/db/generated/client";
import type { Messages } from "@/lib/i18n/messages";
import { formatDateTime } from "@/lib/i18n/time-zone";
import { ColumnHeads, ScrollTable } from "@/components/ui/scroll-table";
import styles from "../staff.module.css";

interface AccessLogTableProps {
  rows: AccessLogEntry[];
  words: Messages["staff"]["accessLog"];
  /**
   * The inbox's filter labels and coded values, so a logged view reads "종류=문의", not "kind=contact"; the
   * roles' names; a privacy request's states.
   */
  inbox: Pick<Messages["staff"], "inbox" | "kinds" | "statuses" | "roles" | "privacyRequests">;
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

/**
 * The words for a detail's coded values, by key ("사유: 비밀번호 틀림", not "reason: password"); `from` and
 * `to` by the action, whose values they are. A value with no words here (one added later, or a refusal's
 * English sentence from before its reasons had codes) shows as it is.
 */
function valueWords(
  action: string,
  words: AccessLogTableProps["words"],
  { roles, statuses, privacyRequests }: AccessLogTableProps["inbox"],
): Record<string, Record<string, string> | undefined> {
  const changed: Record<string, string> | undefined =
    action === "account.role" ? roles : action === "submission.status" ? statuses : undefined;
  return {
    ...words.detailValues,
    role: roles,
    needs: roles,
    requestStatus: privacyRequests.statuses,
    locale: privacyRequests.languages,
    from: changed,
    to: changed,
  };
}

/** A key as the table reads it: a privacy request's view logged its state as `status` before it had its own key. */
const detailKey = (action: string, key: string) =>
  action === "privacy-request.view" && key === "status" ? "requestStatus" : key;

/**
 * A row's detail as words: "조회 조건: 검색=홍길동 · 해당 건수: 3" rather than its JSON. Known keys get their
 * label, known values their words, a query string its filters' labels and values' words; the CSV export keeps the JSON.
 */
function readableDetail(
  action: string,
  detail: Prisma.JsonValue,
  words: AccessLogTableProps["words"],
  inbox: AccessLogTableProps["inbox"],
  names: Record<string, string>,
): string {
  if (detail === null) return "";
  if (typeof detail !== "object" || Array.isArray(detail)) return JSON.stringify(detail);
  const labels: Record<string, string> = words.detailKeys;
  const values = valueWords(action, words, inbox);
  const readable = (key: string, value: Prisma.JsonValue | undefined) => {
    if (key === "view") return readableView(value, words, inbox, names);
    const coded = typeof value === "string" || typeof value === "boolean" ? values[key]?.[String(value)] : undefined;
    return coded || readableValue(value);
  };
  return Object.entries(detail)
    .map(([logged, value]) => {
      const key = detailKey(action, logged);
      return `${labels[key] ?? key}: ${readable(key, value)}`;
    })
    .join(" · ");
}

/**
 * An IPv4 client as IPv4: a dual-stack server sees "::ffff:127.0.0.1". The row keeps the address as the
 * server saw it (a record is not rewritten for show, and the CSV export carries it unchanged).
 */
const readableAddress = (ip: string) => ip.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, "$1");

function readableView(
  value: Prisma.JsonValue | undefined,
  words: AccessLogTableProps["words"],
  { inbox, kinds, statuses }: AccessLogTableProps["inbox"],
  names: Record<string, string>,
): string {
  const query = typeof value === "string" ? new URLSearchParams(value) : new URLSearchParams();
  const filterLabels: Record<string, unknown> = inbox;
  const values: Record<string, Record<string, string>> = {
    kind: { ...kinds, "not-newsletter": inbox.notNewsletter },
    status: statuses,
    owner: { ...names, mine: inbox.ownerMine, none: inbox.ownerNone },
    spam: { hide: inbox.spamHide, show: inbox.spamShow, only: inbox.spamOnly },
    overdue: { yes: inbox.overdueYes },
  };
  const label = (key: string) => (typeof filterLabels[key] === "string" ? filterLabels[key] : key);
  return (
    [...query].map(([key, text]) => `${label(key)}=${values[key]?.[text] ?? text}`).join(", ") || words.defaultView
  );
}

function readableValue(value: Prisma.JsonValue | undefined): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value)
      .map(([key, inner]) => `${key}=${typeof inner === "string" ? inner : JSON.stringify(inner)}`)
      .join(", ");
  }
  return JSON.stringify(value);
}

/** One page of the access log: time, account, action, target, detail and client address per row. */
export function AccessLogTable({ rows, words, inbox, timeZone, caption, names = {} }: AccessLogTableProps) {
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
            <td>{readableDetail(row.action, row.detail, words, inbox, names)}</td>
            <td>{readableAddress(row.ip)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
