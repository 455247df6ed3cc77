import "server-only";
import type { Submission } from "@/lib/db/generated/client";
import { fieldLabel, fieldValue, formLabel } from "@/lib/submissions/field-labels";
import { staffPaths, staffUrl } from "@/lib/staff/urls";
import { fill, type Team } from "@/lib/staff/team";
import { formatDateTime, formatStampFor } from "@/lib/i18n/time-zone";
import { attributionKeys } from "@/lib/validation/attribution";
import { consentKeys } from "@/lib/validation/consent";
import { escapeHtml } from "@/lib/text/xml";

/** Name parts are shown as one "Name" line, in the order the person's language writes them. */
const nameParts = new Set(["firstName", "lastName", "first_name", "last_name", "name"]);

/** Consent and attribution come from the inbox entry, in their own blocks at the end (provenanceBlocks). */
const provenanceFields = new Set<string>([...consentKeys, ...attributionKeys, "termsAgreement"]);

/** A part of the team's e-mail: an optional heading, labelled fields, then lines of text. */
export interface MailBlock {
  heading?: string;
  fields?: [label: string, value: string][];
  lines?: string[];
}

/** Every non-empty field of the visitor's, labelled and valued in the team's language. */
export function fieldRows(team: Team, fields: Record<string, unknown>, name?: string): [string, string][] {
  const rows: [string, string][] = name ? [[fieldLabel(team.messages, "name"), name]] : [];
  for (const [key, value] of Object.entries(fields)) {
    if ((name && nameParts.has(key)) || provenanceFields.has(key)) continue;
    const shown = fieldValue(team.messages, key, value);
    if (shown !== "") rows.push([fieldLabel(team.messages, key), shown]);
  }
  return rows;
}

/** "Label: value" lines for every non-empty field, labelled and valued in the team's language. */
export function formatFields(team: Team, fields: Record<string, unknown>, name?: string): string {
  return mailText([{ fields: fieldRows(team, fields, name) }]);
}

/**
 * What the visitor agreed to (the notice's version and when, marketing yes or no, and `agreed`: a
 * form's own boxes such as the report's terms) and where the visit came from, read from the entry.
 */
export function provenanceBlocks(team: Team, submission: Submission, agreed: [string, string][] = []): MailBlock[] {
  const { detail } = team.messages.staff;
  const privacy = submission.consentedAt
    ? fill(detail.consentGiven, {
        date: formatDateTime(submission.consentedAt, team.timeZone),
        version: submission.consentVersion ?? "",
      })
    : detail.consentNotRecorded;
  const marketing =
    submission.marketingConsent === null
      ? detail.consentNotRecorded
      : submission.marketingConsent
        ? detail.marketingStates.yes
        : detail.marketingStates.no;
  const visit: Record<(typeof attributionKeys)[number], string | null> = {
    utm_source: submission.utmSource,
    utm_medium: submission.utmMedium,
    utm_campaign: submission.utmCampaign,
    utm_term: submission.utmTerm,
    utm_content: submission.utmContent,
    landing_page: submission.landingPage,
    referrer: submission.referrer,
  };
  const source = attributionKeys
    .filter((key) => visit[key])
    .map((key): [string, string] => [fieldLabel(team.messages, key), visit[key] ?? ""]);
  return [
    {
      heading: detail.consent,
      fields: [[detail.privacyConsent, privacy], [detail.marketingConsent, marketing], ...agreed],
    },
    source.length
      ? { heading: detail.source, fields: source }
      : { heading: detail.source, lines: [detail.noAttribution] },
  ];
}

/** The closing lines: what the submission is, when it came, and its page in the back office. */
export function submissionFooter(team: Team, submission: Submission): string {
  const { messages } = team;
  const reference = fill(messages.staff.mail.reference, {
    kind: messages.staff.kinds[submission.kind],
    id: submission.sourceId,
    date: formatStampFor(submission.receivedAt, team.locale, team.timeZone),
  });
  const url = staffUrl(team.siteUrl, team.locale, staffPaths.submission(submission));
  return `${reference}\n${fill(messages.staff.mail.open, { url })}`;
}

/** The plain-text part: blocks apart by a blank line; a value of several lines starts under its label. */
export function mailText(blocks: MailBlock[]): string {
  return blocks
    .map((block) =>
      [
        ...(block.heading ? [block.heading] : []),
        ...(block.fields ?? []).map(([label, value]) =>
          value.includes("\n") ? `${label}:\n${value.replace(/^/gm, "  ")}` : `${label}: ${value}`,
        ),
        ...(block.lines ?? []),
      ].join("\n"),
    )
    .join("\n\n");
}

/** Escaped text with its line breaks kept and its web addresses as links. */
const htmlText = (value: string) =>
  escapeHtml(value)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n/g, "<br>");

/** The HTML part: each field's value under its label, each block under its heading. */
export function mailHtml(blocks: MailBlock[], lang: string): string {
  const body = blocks
    .map((block) =>
      [
        block.heading ? `<h3 style="font-size:15px;margin:24px 0 8px">${htmlText(block.heading)}</h3>` : "",
        ...(block.fields ?? []).map(
          ([label, value]) =>
            `<p style="margin:0 0 10px"><span style="color:#555;font-size:13px">${htmlText(label)}</span><br>${htmlText(value)}</p>`,
        ),
        block.lines?.length ? `<p style="margin:0 0 10px">${block.lines.map(htmlText).join("<br>")}</p>` : "",
      ].join(""),
    )
    .join("\n");
  return `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:sans-serif;font-size:15px;line-height:1.5;color:#111">\n${body}\n</body></html>`;
}

/** The team's e-mail about a lead-form, contact or sign-up submission, as plain text and HTML. */
export function leadNotification(
  team: Team,
  input: { tag: string; fields: Record<string, string>; submission: Submission },
): { subject: string; text: string; html: string } {
  const { messages } = team;
  const { submission } = input;
  const who = [submission.name, submission.company].filter(Boolean).join(", ") || submission.email;
  const form = formLabel(messages, submission.form);
  const blocks: MailBlock[] = [
    { lines: [fill(messages.staff.mail.leadIntro, { form })] },
    { fields: fieldRows(team, input.fields, submission.name) },
    { lines: submissionFooter(team, submission).split("\n") },
    ...provenanceBlocks(team, submission),
  ];
  return {
    // Korean subjects name the form as the back office does, English ones keep the tag; the X-Tag header
    // carries the tag whatever the language (docs/mail-delivery.md).
    subject: fill(messages.staff.mail.leadSubject, { tag: input.tag, form, who }),
    text: mailText(blocks),
    html: mailHtml(blocks, team.locale),
  };
}
