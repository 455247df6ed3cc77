import { getTranslations } from "next-intl/server";
import type { Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/prices";
import { filterQuery } from "@/lib/submissions/filters";
import type { CurrencySum, PipelineValue } from "@/lib/submissions/pipeline";
import { staffPaths } from "@/lib/staff/urls";
import { ColumnHeads, ScrollTable } from "@/components/ui/scroll-table";
import styles from "../staff.module.css";

interface PipelineTablesProps {
  pipeline: PipelineValue;
  messages: Messages;
  locale: Locale;
}

/**
 * The open pipeline's value per status and per owner, a column per currency (amounts in two currencies are
 * never added up); a status or an owner opens the inbox on those report requests (the only priced kind),
 * in that order.
 */
export async function PipelineTables({ pipeline, messages, locale }: PipelineTablesProps) {
  const text = messages.staff.dashboard;
  const t = await getTranslations({ locale, namespace: "staff.dashboard" });
  if (!pipeline.currencies.length) return <p>{text.noPipeline}</p>;
  const cells = (sums: CurrencySum[]) =>
    pipeline.currencies.map((currency) => {
      const sum = sums.find((entry) => entry.currency === currency);
      return (
        <td key={currency}>
          {sum && t("amount", { value: formatMoney(sum.value, currency, locale), count: sum.count })}
        </td>
      );
    });
  return (
    <div className={`${styles.stack} ${styles.pipeline}`}>
      <ScrollTable label={`${text.pipeline}: ${text.byStatus}`}>
        <ColumnHeads labels={[text.byStatus, ...pipeline.currencies]} />
        <tbody>
          {pipeline.byStatus.map(({ status, sums }) => (
            <tr key={status}>
              <th scope="row">
                <Link href={`${staffPaths.submissions}${filterQuery({ kind: "report", status, sort: "-value" })}`}>
                  {messages.staff.statuses[status]}
                </Link>
              </th>
              {cells(sums)}
            </tr>
          ))}
          <tr>
            <th scope="row">{text.allOpen}</th>
            {cells(pipeline.total)}
          </tr>
        </tbody>
      </ScrollTable>
      <ScrollTable label={`${text.pipeline}: ${text.byOwner}`}>
        <ColumnHeads labels={[text.byOwner, ...pipeline.currencies]} />
        <tbody>
          {pipeline.byOwner.map(({ owner, sums }) => (
            <tr key={owner?.id ?? ""}>
              <th scope="row">
                <Link
                  href={`${staffPaths.submissions}${filterQuery({ kind: "report", owner: owner?.id ?? "none", sort: "-value" })}`}
                >
                  {owner?.name ?? messages.staff.inbox.nobody}
                </Link>
              </th>
              {cells(sums)}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}
