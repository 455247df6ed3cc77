import "server-only";
import type { LeadSubmission, PrismaClient, Submission } from "@/lib/db/generated/client";
import { providerOf } from "@/lib/db/create-client";
import { retryOnUniqueRace } from "@/lib/db/unique-violation";
import type { Locale } from "@/lib/i18n/routing";
import { contactSyncBody, type CrmContact } from "@/lib/crm/active-campaign";
import { enqueueCrm, enqueueEmail, type Tx } from "@/lib/mail/outbox";
import type { Provenance } from "@/lib/submissions/provenance";
import { leadEntry, recordSubmission, takeOverSubmission } from "@/lib/submissions/record";
import { teamContext } from "@/lib/staff/team";
import { acknowledge } from "./acknowledgement";
import { leadNotification } from "./format";

/** Where a stored lead's jobs go: the team's address, and whether the CRM is set up (CRM_API_URL and CRM_API_KEY). */
export interface LeadDelivery {
  leadsTo: string;
  crmConfigured: boolean;
  idempotencyKey?: string;
  /** The language of the page the form was sent from: its sender's acknowledgement is written in it. */
  locale: Locale;
}

/** One submit as it is stored: its row, the team's notification, and (campaign forms) its CRM contact. */
export interface LeadSubmit {
  /** The form it came from (stored in the row's `sheet` column, the old spreadsheet back end's word). */
  form: string;
  /**
   * The form's tag: the notification's X-Tag header whatever the team's language, and the start of an
   * English team's subject (a Korean team's names the form in Korean).
   */
  tag: string;
  /** The visitor's fields as stored on the row. */
  fields: Record<string, string>;
  /** The fields the notification lists (the stored ones plus the utm source and medium). */
  mailFields: Record<string, string>;
  provenance: Provenance;
  isSpam: boolean;
  /** The visitor's address: the notification's Reply-To. */
  replyTo: string;
  /** Campaign forms (Modular, ED1 report): the contact to sync to the CRM, with its campaign tag. */
  crm?: CrmContact & { tag: string };
}

/** The dedupe keys of a lead's jobs: a retried submit, or a replayed call of the old sequence, queues neither twice. */
export const notificationKey = (leadId: number) => `email:lead-${leadId}`;
export const crmKey = (leadId: number) => `crm:lead-${leadId}`;

/**
 * Stores a submit and queues its jobs in ONE transaction: the row, its inbox entry, the team's
 * e-mail and (campaign forms, CRM set up) the CRM sync. So the notification exists exactly when
 * the row does, whatever the visitor does after the response. A repeat under the same idempotency
 * key finds the first row and queues nothing twice. A new submit also queues its sender's
 * acknowledgement (at most one an hour per address, acknowledgement.ts). A honeypot hit is stored flagged as spam and
 * queues nothing.
 */
export async function storeLead(prisma: PrismaClient, submit: LeadSubmit, delivery: LeadDelivery) {
  const team = await teamContext();
  const provider = providerOf(prisma);
  return retryOnUniqueRace(() =>
    prisma.$transaction(async (tx) => {
      const saved = await saveLead(tx, {
        form: submit.form,
        fields: submit.fields,
        provenance: submit.provenance,
        isSpam: submit.isSpam,
        idempotencyKey: delivery.idempotencyKey,
      });
      if (submit.isSpam || saved.lead.isSpam) return { ...saved, mailed: false, forwarded: false, acknowledged: false };
      const { subject, text, html } = leadNotification(team, {
        tag: submit.tag,
        fields: submit.mailFields,
        submission: saved.submission,
      });
      const mail = await enqueueEmail(tx, {
        to: delivery.leadsTo,
        subject,
        text,
        html,
        tag: submit.tag,
        // Reply goes to the visitor, not to the site's no-reply sender.
        replyTo: submit.replyTo,
        dedupeKey: notificationKey(saved.lead.id),
        submissionId: saved.submission.id,
      });
      const crm =
        submit.crm && delivery.crmConfigured
          ? await enqueueCrm(tx, {
              email: submit.crm.email,
              tag: submit.crm.tag,
              payload: contactSyncBody(submit.crm),
              dedupeKey: crmKey(saved.lead.id),
              submissionId: saved.submission.id,
            })
          : null;
      // A new submit only: a retry, or the later calls of the old sequence, found the first one's row.
      const acknowledged =
        saved.created &&
        (await acknowledge(tx, provider, {
          submission: saved.submission,
          locale: delivery.locale,
          fields: submit.fields,
        }));
      return { ...saved, mailed: mail !== null, forwarded: crm !== null, acknowledged };
    }),
  );
}

export interface LeadRecord {
  form: string;
  fields: Record<string, string>;
  /** The submit's consent and attribution, kept on its inbox entry (and utm source and medium on the row). */
  provenance?: Provenance;
  isSpam: boolean;
  idempotencyKey?: string;
}

/**
 * Stores a lead row and its inbox entry, or returns the ones an earlier call with the same
 * idempotency key stored (a double click, a retry, or an outside caller's e-mail call that follows
 * its lead-form call). Run it in a transaction: the row and its entry exist together or not at all. The
 * entry carries the key, whose unique index makes concurrent calls of one submit one entry.
 */
export async function saveLead(
  tx: Tx,
  record: LeadRecord,
): Promise<{ lead: LeadSubmission; submission: Submission; created: boolean }> {
  if (record.idempotencyKey) {
    const existing = await tx.leadSubmission.findUnique({ where: { idempotencyKey: record.idempotencyKey } });
    if (existing) {
      const entry = leadEntry(existing);
      const submission =
        (await tx.submission.findUnique({
          where: { kind_sourceId: { kind: entry.kind, sourceId: existing.id } },
        })) ?? (await recordSubmission(tx, { ...entry, ...record.provenance }));
      return { lead: existing, submission, created: false };
    }
  }
  const lead = await tx.leadSubmission.create({
    data: {
      sheet: record.form,
      fields: record.fields,
      utmSource: record.provenance?.utmSource ?? null,
      utmMedium: record.provenance?.utmMedium ?? null,
      isSpam: record.isSpam,
      idempotencyKey: record.idempotencyKey ?? null,
    },
  });
  const entry = { ...leadEntry(lead), ...record.provenance, idempotencyKey: record.idempotencyKey ?? null };
  // The key's entry exists when the submit's campaign call came first: the lead takes it over.
  const held = record.idempotencyKey
    ? await tx.submission.findUnique({ where: { idempotencyKey: record.idempotencyKey } })
    : null;
  const submission = held ? await takeOverSubmission(tx, held.id, entry) : await recordSubmission(tx, entry);
  return { lead, submission, created: true };
}
