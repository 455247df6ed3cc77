import type { Messages } from "@/lib/i18n/messages";
import type { SourceSummary } from "@/lib/submissions/dashboard";
import { formLabel } from "@/lib/submissions/field-labels";
import { ColumnHeads, ScrollTable } from "@/components/ui/scroll-table";

/** The utm sources that brought the most submissions, each with the forms it converted on (five at most). */
export function SourcesTable({ sources, messages }: { sources: SourceSummary[]; messages: Messages }) {
  const text = messages.staff.dashboard;
  if (!sources.length) return <p>{text.noSources}</p>;
  return (
    <ScrollTable label={text.topSources}>
      <ColumnHeads labels={[text.source, text.count, text.forms]} />
      <tbody>
        {sources.map((source) => (
          <tr key={source.source ?? ""}>
            <th scope="row">{source.source ?? text.noSource}</th>
            <td>{source.total}</td>
            <td>
              {source.forms
                .slice(0, 5)
                .map((entry) => `${formLabel(messages, entry.form)} (${entry.count})`)
                .join(", ")}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
