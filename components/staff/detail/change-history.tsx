import type { SubmissionAudit } from "@/lib/db/generated/client";
import type { Messages } from "@/lib/i18n/messages";
import { fill } from "@/lib/submissions/team";
import { DatedList } from "./dated-list";

function describe(entry: SubmissionAudit, messages: Messages): string {
  const text = messages.staff.detail;
  const who = entry.actor;
  if (entry.action === "note") return fill(text.historyNote, { who });
  if (entry.action === "resend") return fill(text.historyResend, { who });
  const value = (raw: string | null) => {
    if (entry.action === "spam") return raw === "true" ? messages.staff.yes : messages.staff.no;
    if (entry.action === "owner") return raw ?? text.nobody;
    if (entry.action === "followUp") return raw ?? "—";
    return raw && raw in messages.staff.statuses
      ? messages.staff.statuses[raw as keyof Messages["staff"]["statuses"]]
      : (raw ?? "");
  };
  const action = text.actions[entry.action as keyof typeof text.actions] ?? text.actions.status;
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
  return (
    <DatedList items={entries} empty={messages.staff.detail.noHistory} at={(entry) => entry.at} timeZone={timeZone}>
      {(entry) => describe(entry, messages)}
    </DatedList>
  );
}
