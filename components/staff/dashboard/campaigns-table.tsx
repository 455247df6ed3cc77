import type { Messages } from "@/lib/i18n/messages";
import { Link } from "@/lib/i18n/navigation";
import type { CampaignSummary } from "@/lib/submissions/dashboard";
import { filterQuery } from "@/lib/submissions/filters";
import { staffPaths } from "@/lib/staff/urls";
import { ColumnHeads, ScrollTable } from "@/components/ui/scroll-table";

/** Submissions per utm campaign with its source and medium; a campaign opens the inbox filtered to it. */
export function CampaignsTable({ campaigns, messages }: { campaigns: CampaignSummary[]; messages: Messages }) {
  const text = messages.staff.dashboard;
  if (!campaigns.length) return <p>{text.noSources}</p>;
  return (
    <ScrollTable label={text.topCampaigns}>
      <ColumnHeads labels={[text.campaign, text.source, text.medium, text.count]} />
      <tbody>
        {campaigns.map((row) => (
          <tr key={`${row.campaign}\u0000${row.source}\u0000${row.medium}`}>
            <th scope="row">
              {row.campaign ? (
                <Link href={`${staffPaths.submissions}${filterQuery({ campaign: row.campaign, spam: "hide" })}`}>
                  {row.campaign}
                </Link>
              ) : (
                text.noCampaign
              )}
            </th>
            <td>{row.source ?? text.noSource}</td>
            <td>{row.medium ?? ""}</td>
            <td>{row.count}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
