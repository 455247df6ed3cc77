import "server-only";
import { env } from "@/lib/config/env";
import { businessFactsFor } from "@/lib/config/business-settings";
import { isPlaceholder } from "@/lib/config/placeholder";
import type { DatabaseProvider } from "@/lib/db/provider";
import type { Submission } from "@/lib/db/generated/client";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { enqueueEmail, type Tx } from "@/lib/mail/outbox";
import { ACKNOWLEDGEMENT_TAG } from "@/lib/submissions/delivery";
import { fieldLabel, fieldValue, visitorFormLabel } from "@/lib/submissions/field-labels";
import { fill } from "@/lib/staff/team";
import { formatMomentFor, isTimeZone, SITE_TIME_ZONE } from "@/lib/i18n/time-zone";
import { CALLBACK_FORM } from "@/lib/validation/lead-variants";
import { consentDate, queueConsentResult, unsubscribeLinks } from "./unsubscribe";
import { escapeHtml } from "@/lib/text/xml";
import { siteAreaText, storedSiteArea } from "@/lib/report/site-area";

/** One acknowledgement per address in this time, across forms and instances: a form must not mail strangers. */
export const ACKNOWLEDGEMENT_INTERVAL_MS = 60 * 60 * 1000;

/** The fields a sender typed that the acknowledgement repeats, in this order; nothing of ours (utm, honeypot, consent). */
const shownFields = [
  "email",
  "phone",
  "company",
  "companyName",
  "jobTitle",
  "city",
  "state",
  "website",
  "purpose",
  "interest",
  "preferredTime",
  "address",
  "lotSize",
  "projectName",
  "siteAddress",
  "siteArea",
  "projectDetail",
  "message",
] as const;

const trialForms = new Set(["AppFreeTrial", "PHXTrial", "BostonTrial", "LATrial"]);

type NextStep = keyof Messages["acknowledgement"]["next"];

function nextStepOf(submission: Submission): NextStep {
  if (submission.kind === "report") return "report";
  if (submission.kind === "contact") return "contact";
  if (submission.form === CALLBACK_FORM) return "callback";
  return trialForms.has(submission.form) ? "trial" : "lead";
}

/** What a report request adds: the items ordered with their prices, the total, and the refund rule. */
export interface OrderSummary {
  lines: string[];
  total: string;
  refund: string[];
  termsUrl?: string;
}

export interface AcknowledgementInput {
  submission: Submission;
  locale: Locale;
  /** The fields as stored (or as the form sent them); only `shownFields` are repeated. */
  fields: Record<string, unknown>;
  reference?: string;
  /** The files received with a report request, each "name (size)", as the wizard's confirmation lists them. */
  files?: string[];
  order?: OrderSummary;
  /** Set when the sender ticked the advertising opt-in: the mail tells them so, with this opt-out link. */
  unsubscribeUrl?: string;
}

export interface AcknowledgementMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The business identity lines the footer shows, as the mail's signature (and the order confirmation's
 * seller); never a placeholder value.
 */
export function businessIdentityLines(messages: Messages, locale: Locale): string[] {
  const settings = env();
  const facts = businessFactsFor(settings, locale);
  const labels = messages.shell.business;
  const rows: [string, string][] = [
    [labels.name, facts.name],
    [labels.representative, facts.representative],
    [labels.registrationNumber, settings.BUSINESS_REGISTRATION_NUMBER],
    [labels.mailOrderNumber, facts.mailOrderNumber],
    [labels.address, facts.address],
    [labels.phone, facts.phone],
    [labels.email, settings.BUSINESS_EMAIL],
    [labels.hosting, settings.HOSTING_PROVIDER],
    [labels.privacyOfficer, `${facts.officerName} (${facts.officer})`],
  ];
  return rows.filter(([, value]) => value && !isPlaceholder(value)).map(([label, value]) => `${label}: ${value}`);
}

/** The sender's own time zone when the form sent a real one (the call-back form does), else the site's. */
function visitorTimeZone(fields: Record<string, unknown>): string {
  const zone = fields.timeZone;
  return typeof zone === "string" && zone !== "" && isTimeZone(zone) ? zone : SITE_TIME_ZONE;
}

/** The acknowledgement in the sender's language: plain text and the same as simple HTML (no images, no tracking). */
export async function acknowledgementMail(input: AcknowledgementInput): Promise<AcknowledgementMail> {
  const { submission, locale, fields, reference, files, order, unsubscribeUrl } = input;
  const messages = await loadMessages(locale);
  const words = messages.acknowledgement;
  const form = visitorFormLabel(messages, submission.form);
  const zone = visitorTimeZone(fields);
  const date = formatMomentFor(submission.receivedAt, locale, zone);
  const received: [string, string][] = [];
  if (submission.name) received.push([fieldLabel(messages, "name"), submission.name]);
  for (const key of shownFields) {
    const value = key === "email" ? submission.email || fields.email : fields[key];
    // A report's site area in one line, in the unit it was typed in (with its 평 on Korean mails).
    const area = key === "siteArea" ? storedSiteArea(fields) : null;
    const shown = (
      area ? siteAreaText(area, locale, words.siteArea) : fieldValue(messages, key, value, "visitor")
    ).trim();
    if (shown) received.push([fieldLabel(messages, key), shown]);
  }
  const greeting = submission.name ? fill(words.greeting, { name: submission.name }) : words.greetingNoName;
  const signature = [fill(words.signature, {}), ...businessIdentityLines(messages, locale)];
  const subject = reference ? fill(words.reportSubject, { reference }) : fill(words.subject, { form });

  // Sections of plain text; the HTML part draws the same ones.
  type Section = { heading?: string; lines: string[]; list?: boolean };
  const sections: Section[] = [
    { lines: [greeting] },
    { lines: [fill(words.intro, { form, date })] },
    { lines: received.map(([label, value]) => `${label}: ${value}`), list: true },
    ...(reference ? [{ lines: [fill(words.reference, { reference })] }] : []),
    ...(files
      ? [{ heading: words.filesHeading, lines: files.length ? files : [words.noFiles], list: files.length > 0 }]
      : []),
    ...(order ? [{ heading: words.orderHeading, lines: [...order.lines, order.total], list: true }] : []),
    { heading: words.nextHeading, lines: [words.next[nextStepOf(submission)]] },
    ...(order
      ? [
          {
            heading: words.refundHeading,
            lines: [...order.refund, ...(order.termsUrl ? [fill(words.refundTerms, { url: order.termsUrl })] : [])],
          },
        ]
      : []),
    ...(unsubscribeUrl
      ? [
          {
            heading: words.marketingResult.heading,
            lines: [
              fill(words.marketingResult.formLine, {
                date: consentDate(submission.consentedAt ?? submission.receivedAt, locale, zone),
                unsubscribeUrl,
              }),
            ],
          },
        ]
      : []),
    { lines: [words.notYou, words.automatic] },
    { lines: signature },
  ];
  const text = sections
    .map(({ heading, lines, list }) =>
      [...(heading ? [heading] : []), ...lines.map((line) => (list ? `- ${line}` : line))].join("\n"),
    )
    .join("\n\n");
  const html = [
    "<!doctype html>",
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5">',
    ...sections.map(({ heading, lines, list }) =>
      [
        heading ? `<h2 style="font-size: 1.1em">${escapeHtml(heading)}</h2>` : "",
        list
          ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`
          : `<p>${lines.map(escapeHtml).join("<br>")}</p>`,
      ].join(""),
    ),
    "</body></html>",
  ].join("\n");
  return { subject, text, html };
}

/**
 * Takes the address's hourly acknowledgement, in the submission's transaction: true when none went to
 * it within the hour (and records now), false otherwise. One statement, atomic on both databases: two
 * submissions from one address at once, on two instances, take it once (PostgreSQL re-checks the
 * condition on the row the other committed; SQLite runs one writer at a time).
 */
export async function takeHourlyAcknowledgement(
  tx: Tx,
  provider: DatabaseProvider,
  email: string,
  now: Date,
): Promise<boolean> {
  const cutoff = new Date(now.getTime() - ACKNOWLEDGEMENT_INTERVAL_MS);
  const changed =
    provider === "postgresql"
      ? await tx.$executeRaw`
    INSERT INTO "AcknowledgementLimit" ("email", "lastSentAt")
    VALUES (${email}, ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
    ON CONFLICT ("email") DO UPDATE SET "lastSentAt" = EXCLUDED."lastSentAt"
    WHERE "AcknowledgementLimit"."lastSentAt" <= ${cutoff.toISOString()}::timestamptz AT TIME ZONE 'UTC'`
      : // SQLite keeps the time as ISO text, which sorts as the time does.
        await tx.$executeRaw`
    INSERT INTO "AcknowledgementLimit" ("email", "lastSentAt") VALUES (${email}, ${now.toISOString()})
    ON CONFLICT ("email") DO UPDATE SET "lastSentAt" = excluded."lastSentAt"
    WHERE "AcknowledgementLimit"."lastSentAt" <= ${cutoff.toISOString()}`;
  return changed > 0;
}

/**
 * Queues the sender's acknowledgement in the submission's transaction, unless the address had one
 * within the hour; either way the entry records it (`acknowledgement`: queued or limited), so
 * marketing sees which senders were not mailed. The submission itself is stored regardless.
 * A report request's is its order confirmation (전자상거래법 art. 13: reference, total, refund rules),
 * owed to every order: it neither waits for nor takes the hour. The IP limit and the upload each
 * request needs keep it from being used to flood an inbox.
 */
export async function acknowledge(tx: Tx, provider: DatabaseProvider, input: AcknowledgementInput): Promise<boolean> {
  const { submission } = input;
  const to = submission.email.trim().toLowerCase();
  // A reserved example domain (RFC 2606: the samples, the load tests) has nobody to read it.
  if (!to || isPlaceholder(to)) return false;
  const allowed = submission.kind === "report" || (await takeHourlyAcknowledgement(tx, provider, to, new Date()));
  await tx.submission.update({
    where: { id: submission.id },
    data: { acknowledgement: allowed ? "queued" : "limited" },
  });
  // The opt-in's result is owed to the person either way (정보통신망법 art. 50(7)): in the
  // acknowledgement, or on its own when the hour silenced that.
  const optedIn = submission.marketingConsent === true;
  if (!allowed) {
    if (optedIn) {
      const messages = await loadMessages(input.locale);
      const via = fill(messages.acknowledgement.marketingResult.form, {
        form: visitorFormLabel(messages, submission.form),
      });
      const at = submission.consentedAt ?? submission.receivedAt;
      await queueConsentResult(tx, { email: to, locale: input.locale, result: "agreed", at, via });
    }
    return false;
  }
  const unsubscribe = optedIn ? await unsubscribeLinks(tx, to, input.locale) : undefined;
  const mail = await acknowledgementMail({ ...input, unsubscribeUrl: unsubscribe?.page });
  await enqueueEmail(tx, {
    to: submission.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    tag: ACKNOWLEDGEMENT_TAG,
    dedupeKey: `email:acknowledgement-${submission.id}`,
    submissionId: submission.id,
    ...(unsubscribe && { headers: unsubscribe.headers }),
  });
  return true;
}
