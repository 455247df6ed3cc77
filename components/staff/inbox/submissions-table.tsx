import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { Messages } from "@/lib/i18n/messages";
import { formatMoney } from "@/lib/money/prices";
import { formLabel } from "@/lib/submissions/field-labels";
import { filterQuery, type SortKey, type SubmissionFilters } from "@/lib/submissions/filters";
import type { InboxRow, TableColumns } from "@/lib/submissions/list";
import { staffPaths } from "@/lib/staff/urls";
import { fill } from "@/lib/staff/team";
import { formatDateTime, localDay, zoneLabelFor } from "@/lib/i18n/time-zone";
import { closedStatuses, overdueBefore } from "@/lib/submissions/where";
import { RowCheckbox, SelectAllCheckbox } from "./selection";
import { DeliveryLabel } from "../delivery-label";
import styles from "../staff.module.css";
import { ScrollTable } from "@/components/ui/scroll-table";

interface SubmissionsTableProps {
  rows: InboxRow<TableColumns>[];
  filters: SubmissionFilters;
  messages: Messages;
  timeZone: string;
}

/** A column header that sorts the view on the server (a link: the sort lives in the URL too). */
function SortHeader({ column, label, filters }: { column: SortKey; label: string; filters: SubmissionFilters }) {
  const active = filters.sort.replace(/^-/, "") === column;
  const descending = filters.sort.startsWith("-");
  const next =
    active && !descending ? `-${column}` : active ? column : column === "receivedAt" ? "-receivedAt" : column;
  return (
    <th scope="col" aria-sort={active ? (descending ? "descending" : "ascending") : undefined}>
      <Link
        href={`${staffPaths.submissions}${filterQuery(filters, { sort: next as SubmissionFilters["sort"], page: 1 })}`}
      >
        {label}
        {active && <span aria-hidden="true">{descending ? " ↓" : " ↑"}</span>}
      </Link>
    </th>
  );
}

/** The inbox: newest first by default, each row linking to its detail page. */
export async function SubmissionsTable({ rows, filters, messages, timeZone }: SubmissionsTableProps) {
  const [t, locale] = await Promise.all([getTranslations("staff"), getLocale()]);
  const { staff } = messages;
  const dueBefore = overdueBefore(timeZone);
  return (
    <ScrollTable label={t("inbox.heading")}>
      <caption>{t("inbox.caption", { zone: zoneLabelFor(locale, timeZone) })}</caption>
      <thead>
        <tr>
          <th scope="col">
            <SelectAllCheckbox label={t("inbox.selectAll", { count: rows.length })} />
          </th>
          <SortHeader column="receivedAt" label={t("columns.receivedAt")} filters={filters} />
          <SortHeader column="form" label={t("columns.kind")} filters={filters} />
          <SortHeader column="name" label={t("columns.name")} filters={filters} />
          <SortHeader column="email" label={t("columns.email")} filters={filters} />
          <SortHeader column="company" label={t("columns.company")} filters={filters} />
          <th scope="col">{t("columns.utm")}</th>
          <SortHeader column="status" label={t("columns.status")} filters={filters} />
          <SortHeader column="value" label={t("columns.value")} filters={filters} />
          <th scope="col">{t("columns.owner")}</th>
          <th scope="col">{t("columns.delivery")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              {/* Counted and sent by the bulk form below the table (components/staff/inbox/bulk-form.tsx). */}
              <RowCheckbox
                row={`${row.kind}/${row.sourceId}`}
                label={t("inbox.selectRow", { name: row.name || row.email || `#${row.sourceId}` })}
              />
            </td>
            <td className={styles.nowrap}>
              <time dateTime={row.receivedAt.toISOString()}>{formatDateTime(row.receivedAt, timeZone)}</time>
            </td>
            <td>
              {staff.kinds[row.kind]}
              <br />
              <span className={styles.muted}>{formLabel(messages, row.form)}</span>
            </td>
            <td>
              <Link href={staffPaths.submission(row)}>{row.name || row.email || `#${row.sourceId}`}</Link>
              <br />
              {row.isSpam && <span className={styles.badgeWarn}>{staff.inbox.spamFlag}</span>}
              {row.sameEmailCount > 1 && (
                <span className={styles.badgeInfo} title={fill(staff.inbox.repeatTitle, { count: row.sameEmailCount })}>
                  {staff.inbox.repeat} ×{row.sameEmailCount}
                </span>
              )}
            </td>
            <td className={styles.breakAnywhere}>{row.email && <a href={`mailto:${row.email}`}>{row.email}</a>}</td>
            <td className={styles.breakAnywhere}>{row.company}</td>
            <td className={styles.breakAnywhere}>{[row.utmSource, row.utmMedium].filter(Boolean).join(" / ")}</td>
            <td>{staff.statuses[row.status]}</td>
            <td className={styles.nowrap}>
              {row.value !== null && row.currency && formatMoney(row.value, row.currency, locale)}
            </td>
            <td>
              {row.owner?.name}
              {row.followUpAt && (
                <>
                  <br />
                  <span className={styles.nowrap}>{localDay(row.followUpAt, timeZone)}</span>{" "}
                  {row.followUpAt < dueBefore && !(closedStatuses as readonly string[]).includes(row.status) && (
                    <span className={styles.badgeWarn}>{staff.inbox.overdueFlag}</span>
                  )}
                </>
              )}
            </td>
            <td>
              <DeliveryLabel delivery={row.delivery} messages={messages} timeZone={timeZone} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
