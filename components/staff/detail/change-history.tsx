import type { OutboxMessage, SubmissionAudit } from "@/lib/db/generated/client";
import type { Messages } from "@/lib/i18n/messages";
import { fill } from "@/lib/staff/team";
import { DatedList } from "./dated-list";

/** The outbox rows of the answers to the lead, by id: their subject and delivery state. */
export type ReplyMessages = Pick<OutboxMessage, "id" | "subject" | "status">[];

/** An answer's delivery as the history words it. */
export const replyState = (sent: ReplyMessages[number] | undefined) =>
  sent?.status === "sent" || sent?.status === "failed" ? sent.status : "queued";

function describe(entry: SubmissionAudit, messages: Messages, replies: ReplyMessages): string {
  const text = messages.staff.detail;
  const who = entry.actor;
  if (entry.action === "reply" || entry.action === "confirmation") {
    const sent = replies.find((message) => String(message.id) === entry.newValue);
    const words = messages.staff.reply;
    const line = entry.action === "confirmation" ? words.confirmationHistory : words.history;
    return fill(line, { who, subject: sent?.subject ?? "", state: words.states[replyState(sent)] });
  }
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

/** The append-only log of changes marketing made: when, who, what, old → new; answers with their delivery. */
export function ChangeHistory({
  entries,
  messages,
  timeZone,
  replies = [],
}: {
  entries: SubmissionAudit[];
  messages: Messages;
  timeZone: string;
  replies?: ReplyMessages;
}) {
  return (
    <DatedList items={entries} empty={messages.staff.detail.noHistory} at={(entry) => entry.at} timeZone={timeZone}>
      {(entry) => describe(entry, messages, replies)}
    </DatedList>
  );
}
