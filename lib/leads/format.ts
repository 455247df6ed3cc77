import "server-only";
import type { Submission } from "@/lib/db/generated/client";
import { fieldLabel, fieldValue, formLabel } from "@/lib/submissions/field-labels";
import { staffPaths, staffUrl } from "@/lib/submissions/staff-urls";
import { fill, type Team } from "@/lib/submissions/team";
import { formatDateTime } from "@/lib/submissions/time-zone";

/** Name parts are shown as one "Name" line, in the order the person's language writes them. */
const nameParts = new Set(["firstName", "lastName", "first_name", "last_name", "name"]);

/** "Label: value" lines for every non-empty field, labelled and valued in the team's language. */
export function formatFields(team: Team, fields: Record<string, unknown>, name?: string): string {
  const lines = name ? [`${fieldLabel(team.messages, "name")}: ${name}`] : [];
  for (const [key, value] of Object.entries(fields)) {
    if (name && nameParts.has(key)) continue;
    const shown = fieldValue(team.messages, key, value);
    if (shown !== "") lines.push(`${fieldLabel(team.messages, key)}: ${shown}`);
  }
  return lines.join("\n");
}

/** The closing lines: what the submission is, when it came, and its page in the back office. */
export function submissionFooter(team: Team, submission: Submission): string {
  const { messages } = team;
  const reference = fill(messages.staff.mail.reference, {
    kind: messages.staff.kinds[submission.kind],
    id: submission.sourceId,
    date: `${formatDateTime(submission.receivedAt, team.timeZone)} (${team.timeZone})`,
  });
  const url = staffUrl(team.siteUrl, team.locale, staffPaths.submission(submission));
  return `${reference}\n${fill(messages.staff.mail.open, { url })}`;
}

/** The team's e-mail about a lead-form, contact or sign-up submission. */
export function leadNotification(
  team: Team,
  input: { tag: string; fields: Record<string, string>; submission: Submission },
): { subject: string; text: string } {
  const { messages } = team;
  const { submission } = input;
  const who = [submission.name, submission.company].filter(Boolean).join(", ") || submission.email;
  const intro = fill(messages.staff.mail.leadIntro, { form: formLabel(messages, submission.form) });
  return {
    subject: fill(messages.staff.mail.leadSubject, { tag: input.tag, who }),
    text: [intro, "", formatFields(team, input.fields, submission.name), "", submissionFooter(team, submission)].join(
      "\n",
    ),
  };
}
